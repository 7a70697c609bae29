// The support console (issue 15 §3): a staff member signs in at /support, finds a stuck PromptPay checkout (paid at
// the bank, webhook dropped, pending for 20 minutes), reads its timeline and its path on the flow diagrams,
// re-checks it with the provider and sees the order become Processing; the shopper's own link shows the same.
import { expect, test } from "./fixtures.ts";
import { SANDBOX_SECRET_KEY } from "#integrations/payments/omise-client.ts";
import { addToCart, fillGuest, productFor, words } from "./checkout-flows.ts";
import { strandCharge } from "./database.ts";
import { keepScreenshot, seriousA11yViolations } from "./support.ts";

test("staff find a stuck PromptPay checkout, read its story, re-check it, and the order is Processing", async ({
  page, browser,
}, testInfo) => {
  test.setTimeout(90_000);
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
  // Twenty minutes ago, and the bank paid it; Omise's webhook never arrives.
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
  await expect(timeline.locator("tr[data-event=place]")).toContainText("pending");
  await expect(timeline.locator("tr[data-kind=payment]", { hasText: chargeId }).first()).toContainText("pending");
  await expect(story.getByTestId("path-checkout")).toHaveText(/Path: editing → checking → placing → placed\. Now: placed\./);
  await expect(story.locator("svg[data-machine=checkout] g[data-current]")).toHaveAttribute("data-state", "placed");
  expect(await seriousA11yViolations(staff)).toEqual([]);
  await keepScreenshot(staff, testInfo, "support-console-stuck", { fullPage: true });

  await story.getByRole("textbox", { name: /Reason/ }).fill("Shopper says PromptPay was paid");
  await story.getByRole("button", { name: "Re-check with provider" }).click();
  await expect(story.getByTestId("order-status")).toHaveText("Processing Order");
  await expect(story.getByText("Done: the order is now Processing Order.")).toBeVisible();
  await expect(timeline.locator("tr[data-kind=staff][data-event=recheck]")).toContainText(
    "Shopper says PromptPay was paid");
  await expect(timeline.locator("tr[data-kind=order][data-event=pay]")).toContainText("processing");
  await expect(timeline.locator("tr[data-kind=payment]", { hasText: "successful" }).first()).toContainText("staff");
  await expect(staff.getByTestId("stuck-list").locator("li", { hasText: number })).toHaveCount(0);
  await keepScreenshot(staff, testInfo, "support-console-repaired", { fullPage: true });

  // The shopper's own link tells the same.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByText("Processing Order").first()).toBeVisible();
});
