// The support console: a staff member signs in at /support, finds a stuck PromptPay checkout (paid at
// the bank, webhook dropped, pending for 20 minutes), reads its timeline and its path on the flow atlas's diagrams,
// re-checks it with the provider and sees the order become Processing; the shopper's own link shows the same.
import type { Locator } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { SANDBOX_SECRET_KEY } from "#integrations/payments/omise-client.ts";
import { addToCart, fillGuest, productFor, words } from "./checkout-flows.ts";
import { strandCharge } from "./database.ts";
import { apiData, keepScreenshot, seriousA11yViolations } from "./support.ts";

const PLUM = "rgb(122, 46, 74)";

/** A state's box (or cluster) in the atlas diagram of `machine` on the page. */
const atlasState = (story: Locator, machine: string, state: string) =>
  story.locator(`[data-atlas=${machine}] g[id="atlas-${machine}-state-${state}"]`);

/**
 * How a staff member sees a state on the diagram: where it is now (filled: plum, or tinted for a cluster), on its
 * path (outlined in plum, its own fill kept), or faded.
 */
async function expectMarked(state: Locator, mark: "now" | "path" | "faded", fill?: string): Promise<void> {
  const shape = state.locator("path, polygon").first();
  if (mark === "faded") {
    await expect(state).toHaveCSS("opacity", "0.3");
    return;
  }
  await expect(state).toHaveCSS("opacity", "1");
  await expect(shape).toHaveCSS("stroke", PLUM);
  await expect(shape).toHaveCSS("fill", fill ?? (mark === "now" ? PLUM : "rgb(255, 255, 255)"));
}

const CURRENT_CLUSTER = "rgb(245, 228, 236)";
const CLUSTER = "rgb(244, 245, 247)";

test("staff find a stuck PromptPay checkout, read its story, re-check it, and the order is Processing", async ({
  page, browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const w = words.en;
  // The shopper: a guest checkout in the browser, then PromptPay started as the payment page starts it.
  const product = await productFor(page, 2, "en");
  await addToCart(page, w, product.slug);
  await page.goto("/my-cart");
  await page.getByRole("button", { name: w.guest }).click();
  await fillGuest(page, w);
  const policy = page.getByRole("checkbox", { name: new RegExp(`^${w.policy}`) });
  await policy.focus();
  await page.keyboard.press("Space");
  await page.getByRole("button", { name: new RegExp(`^${w.place} ·`) }).click();
  await expect(page).toHaveURL(/\/order\/[0-9a-f-]{36}\/payment\?token=/);
  const link = new URL(page.url());
  const orderId = link.pathname.split("/")[2] ?? "";
  const token = link.searchParams.get("token") ?? "";
  const number = /SS-\d{4}-\d{6,}/.exec(await page.getByRole("heading", { level: 2 }).first().innerText())?.[0] ?? "";
  expect(number).not.toBe("");
  // The shopper leaves the payment page: left open, its polling would find the bank's payment and heal the checkout
  // before support looks (the race this test is not about).
  await page.goto("about:blank");
  const started = await page.request.post("/api/order/payment", {
    headers: { "idempotency-key": `e2e-support-${Date.now()}` },
    data: { order_id: orderId, token, accept_policy: true, method: "omise_promptpay" },
  });
  expect(started.status()).toBe(200);
  const chargeId = ((await started.json()) as { data: { payment: { charge_id: string } } }).data.payment.charge_id;
  // Twenty minutes ago, and the bank paid it; Omise's webhook about that never arrives.
  await strandCharge(chargeId, 20);
  const paid = await page.request.post(`/sandbox/omise/charges/${chargeId}/mark_as_paid`, {
    headers: { authorization: `Basic ${Buffer.from(`${SANDBOX_SECRET_KEY}:`).toString("base64")}` },
  });
  expect(paid.status()).toBe(200);

  // Support: a fresh browser (no shopper session), the console's own sign-in.
  const staff = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await staff.goto("/support");
  await expect(staff.getByRole("heading", { level: 1, name: "Support console" })).toBeVisible();
  await staff.getByRole("textbox", { name: "Staff e-mail" }).fill("support@skinstate.test");
  await staff.getByLabel("Password", { exact: false }).first().fill("Support#2026");
  await staff.getByRole("button", { name: "Sign in", exact: true }).click();
  const stuck = staff.getByTestId("stuck-list").locator("li", { hasText: number });
  await expect(stuck).toContainText("Payment pending too long");
  await expect(stuck).toContainText("omise_promptpay");
  await expect(stuck).toContainText("for 20 min");
  await stuck.getByRole("button", { name: number }).click();

  const story = staff.getByTestId("order-story");
  await expect(story.getByTestId("order-status")).toHaveText("Pending Payment");
  const timeline = story.getByTestId("timeline");
  await expect(timeline.locator("tbody[data-event=place]")).toContainText("pending");
  const created = timeline.locator("tbody[data-kind=payment]", { hasText: chargeId }).first();
  await expect(created).toContainText("pending");
  await expect(created.locator('td[data-label="Provider status"]')).toHaveText("pending");
  // One webhook arrived (the charge's creation); the one saying it was paid never did.
  await expect(story.getByText(`${chargeId} · omise_promptpay · pending`)).toContainText("webhook deliveries: 1");
  // Every column of the timeline is on screen at 1440 px, the provider's status and failure code included.
  for (const name of ["When", "From", "To", "Event", "Source", "Charge", "Provider status", "Failure code"]) {
    await expect(timeline.getByRole("columnheader", { name })).toBeVisible();
  }
  const scrolls = await timeline.evaluate((table) => {
    const box = table.parentElement;
    return box ? box.scrollWidth - box.clientWidth : -1;
  });
  expect(scrolls, "the timeline fits its box at 1440 px").toBe(0);

  // The diagrams are the flow atlas's own SVGs, scaled to their boxes, with the path drawn on them.
  await expect(story.getByTestId("path-checkout"))
    .toHaveText(/Path: editing → checking → placing → placed\. Now: placed\./);
  await expect(story.getByTestId("path-payment")).toHaveText("Path: choosing → charging → showingQr. Now: showingQr.");
  for (const machine of ["checkout", "payment"]) {
    const diagram = story.getByTestId(`diagram-${machine}`);
    const initial = machine === "checkout" ? "editing" : "idle";
    await expect(diagram.locator("svg g.node > title").filter({ hasText: new RegExp(`^${machine}\\.${initial}$`) }))
      .toHaveCount(1);
    const [svg, frame] = await Promise.all([diagram.locator("[data-atlas] svg").boundingBox(),
      diagram.getByRole("group").boundingBox()]);
    expect(svg && frame && svg.x + svg.width <= frame.x + frame.width + 1, `${machine} fits its box`).toBe(true);
    await expect(diagram.getByRole("list", { name: "Legend" })).toContainText("Now: the state it is in");
  }
  await expectMarked(atlasState(story, "checkout", "placed"), "now");
  for (const state of ["editing", "checking", "placing"]) {
    await expectMarked(atlasState(story, "checkout", state), "path");
  }
  await expectMarked(atlasState(story, "checkout", "failed"), "faded");
  // The payment waits on the QR: showingQr (a cluster around its own states) is tinted, not filled solid.
  await expectMarked(atlasState(story, "payment", "showingQr"), "now", CURRENT_CLUSTER);
  for (const state of ["choosing", "charging", "routing"]) {
    await expectMarked(atlasState(story, "payment", state), "path");
  }
  for (const state of ["paid", "redirecting", "idle"]) {
    await expectMarked(atlasState(story, "payment", state), "faded");
  }
  const showingQr = await atlasState(story, "payment", "showingQr").boundingBox();
  const paymentBox = await story.getByTestId("diagram-payment").getByRole("group").boundingBox();
  expect(showingQr && paymentBox && showingQr.x + showingQr.width <= paymentBox.x + paymentBox.width,
    "the current state is inside the diagram's box").toBe(true);

  // A staff tool's chrome: none of the shop's announcement (which the shop has on), menus, search, cart or
  // shopper log-in; the language switch and a way back to the shop.
  expect((await apiData<{ enabled: boolean }>(staff, "/api/general/sitewide")).enabled).toBe(true);
  const header = staff.getByRole("banner");
  await expect(staff.getByRole("region", { name: "Announcement" })).toHaveCount(0);
  await expect(header.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  for (const name of ["Search", "Log in", "Open menu"]) {
    await expect(header.getByRole("button", { name })).toHaveCount(0);
  }
  await expect(header.getByRole("link", { name: /^Cart/ })).toHaveCount(0);
  await expect(staff.getByRole("contentinfo")).toHaveCount(0);
  await expect(header.getByRole("group", { name: "Language" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Back to the shop" })).toBeVisible();
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await keepScreenshot(staff, testInfo, "support-console-stuck", { fullPage: true });

  await story.getByRole("textbox", { name: /Reason/ }).fill("Shopper says PromptPay was paid");
  await story.getByRole("button", { name: "Re-check with provider" }).click();
  await expect(story.getByTestId("order-status")).toHaveText("Processing Order");
  await expect(story.getByText("Done: the order is now Processing Order.")).toBeVisible();
  await expect(timeline.locator("tbody[data-kind=staff][data-event=recheck]")).toContainText(
    "Shopper says PromptPay was paid");
  await expect(timeline.locator("tbody[data-kind=order][data-event=pay]")).toContainText("processing");
  const settled = timeline.locator("tbody[data-kind=payment]", { hasText: "successful" }).first();
  await expect(settled).toContainText("staff");
  await expect(settled.locator('td[data-label="Provider status"]')).toHaveText("successful");
  await expect(staff.getByTestId("stuck-list").locator("li", { hasText: number })).toHaveCount(0);
  // The diagram follows: the payment is now at paid, through the router from the QR.
  await expect(story.getByTestId("path-payment")).toHaveText(
    "Path: choosing → charging → showingQr → paid. Now: paid.");
  await expectMarked(atlasState(story, "payment", "paid"), "now");
  await expectMarked(atlasState(story, "payment", "showingQr"), "path", CLUSTER);
  await keepScreenshot(staff, testInfo, "support-console-repaired", { fullPage: true });

  // At full size the diagram scrolls inside its box, the current state brought into view.
  const payment = story.getByTestId("diagram-payment");
  await payment.getByRole("button", { name: "Actual size" }).click();
  const region = payment.getByRole("group", { name: "Diagram of payment at full size (scrolls)" });
  expect(await region.evaluate((box) => box.scrollWidth > box.clientWidth)).toBe(true);
  const [now, view] = await Promise.all([atlasState(story, "payment", "paid").boundingBox(), region.boundingBox()]);
  expect(now && view && now.x >= view.x && now.x + now.width <= view.x + view.width
    && now.y >= view.y && now.y + now.height <= view.y + view.height, "paid is in view").toBe(true);
  await payment.getByRole("button", { name: "Fit to the box" }).click();

  // The way back to the shop, whose chrome is all there again.
  await staff.getByRole("banner").getByRole("link", { name: "Back to the shop" }).click();
  await expect(staff.getByRole("region", { name: "Announcement" })).toBeVisible();
  await expect(staff.getByRole("banner").getByRole("navigation", { name: "Main" })).toBeVisible();

  // The shopper's own link tells the same.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText("Processing Order").first()).toBeVisible();
});
