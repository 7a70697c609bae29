import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import type { Order } from "#contract/order.ts";
import { paymentMachine } from "#machines/payment.machine.ts";
import { fetchOver } from "../fakes/http.ts";
import {
  createFakePaymentApi, installFakeOmise, PAYMENT_ORDER_ID, type FakePaymentApi,
} from "../fakes/payment-api.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { installShopApi, mountShop, type MountedShop, type ShopWorld } from "./shop-app.tsx";

// A guest paying order SS-2611-000001 (฿1,290) in the real shop (decision 0126): every step is what the shopper does
// on the payment and return pages, or what happens at the provider meanwhile (the sandbox's Pay, Fail, expiry, a lost
// connection). The payment fake answers like server/routes/api/order/payment.ts; window.Omise like the sandbox's
// stand-in, so card numbers only reach the tokenizer.
type ModelEvent = { type:
  | "open" | "open.closed" | "open.missing" | "return.paid" | "return.failed" | "return.stalled" | "pay.empty"
  | "card.ok" | "card.declined" | "card.refused" | "pay.offline" | "promptpay" | "promptpay.expiring" | "linepay"
  | "qr.paid" | "qr.expire" | "qr.offline" | "qr.another" | "check" };

const model = createMachine({
  id: "paymentPageModel",
  types: {} as { events: ModelEvent },
  initial: "start",
  states: {
    start: {
      on: {
        open: "choosing", "open.closed": "closed", "open.missing": "missing", "return.paid": "paid",
        "return.failed": "failed", "return.stalled": "stalled",
      },
    },
    choosing: {
      on: {
        "pay.empty": "choosing", "card.ok": "paid", "card.declined": "failed", "card.refused": "failed",
        "pay.offline": "failed", promptpay: "qr", linepay: "redirected",
      },
    },
    failed: { on: { "pay.empty": "choosing", "card.ok": "paid", "promptpay.expiring": "expired" } },
    qr: { on: { "qr.paid": "paid", "qr.expire": "expired", "qr.offline": "qr", "qr.another": "choosing" } },
    expired: { on: { "pay.empty": "choosing", "card.ok": "paid", linepay: "redirected" } },
    redirected: { on: { "return.paid": "paid" } },
    stalled: { on: { check: "paid" } },
    paid: { type: "final" },
    closed: { type: "final" },
    missing: { type: "final" },
  },
});
const events = ([
  "open", "open.closed", "open.missing", "return.paid", "return.failed", "return.stalled", "pay.empty", "card.ok",
  "card.declined", "card.refused", "pay.offline", "promptpay", "promptpay.expiring", "linepay", "qr.paid",
  "qr.expire", "qr.offline", "qr.another", "check",
] as const).map((type) => ({ type }));
const testModel = createTestModel(model, { events, ...selfLoopsAsSteps });

const coverage = trackCoverage(paymentMachine);
afterAll(() => coverage.assertComplete());

function fixtureOrder(): Order {
  return {
    id: PAYMENT_ORDER_ID, number: "SS-2611-000001", status: "pending", placed_at: "2026-11-25T01:00:00.000Z",
    expires_at: "2026-12-02T01:00:00.000Z", paid_at: null, completed_at: null,
    items: [{ type: "product", product_id: 1, slug: "hydra-serum", name: "Hydra Serum", desc: "30 ml",
      image: "/media/product/hydra.webp", qty: 1, unit_price: 129_000, total: 129_000 }],
    item_count: 1, subtotal: 129_000, discount: 0, shipping: 0, vat: 8_439, vat_rate: 7, total: 129_000,
    coupon_code: null, branch: null, shipping_method: "pickup",
    contact: { email: "malee@example.com", first_name: "Malee", last_name: "Suksai", phone: null },
    shipping_address: null, billing_address: null, note: null, tracking_number: null, expected_dispatch: "2026-11-25",
  };
}

let world: ShopWorld;
let payments: FakePaymentApi;
let app: MountedShop;
let user: UserEvent;
let redirects: string[];
let lostConnection = false;
/** What the page scrolled into view (jsdom has no layout, nor scrollIntoView). */
let scrolledTo: Element[] = [];

beforeEach(() => {
  scrolledTo = [];
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolledTo.push(this);
  };
  localStorage.clear();
  world = installShopApi();
  payments = createFakePaymentApi(fixtureOrder());
  vi.stubGlobal("fetch", fetchOver(payments.route, world.cart.route, world.auth.route));
  installFakeOmise();
  redirects = [];
  lostConnection = false;
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
  vi.unstubAllGlobals();
  delete window.Omise;
});

const paymentPath = () => `/order/${PAYMENT_ORDER_ID}/payment`;
const withToken = (path: string) => `${path}?token=${payments.token}`;
const payButton = () => screen.getByRole("button", { name: /^Pay ฿/ });

async function visit(path: string) {
  act(() => app.history.push(path));
  await waitFor(() => expect(app.history.location.pathname).toBe(path.split("?")[0]));
}

async function choose(name: string) {
  await user.click(await screen.findByRole("radio", { name }));
}
async function acceptAndPay() {
  const policy = screen.getByRole("checkbox", { name: /^I accept the/ }) as HTMLInputElement;
  if (!policy.checked) await user.click(policy);
  await user.click(payButton());
}
async function payByCard(number: string) {
  await choose("Credit / debit card");
  const field = (name: string) => screen.getByRole("textbox", { name: new RegExp(`^${name}`) }) as HTMLInputElement;
  for (const [name, value] of [["Name on card", "Malee Suksai"], ["Card number", number], ["Expiry date", "1230"],
    ["Security code", "123"]] as const) {
    await user.clear(field(name));
    await user.type(field(name), value);
  }
  await acceptAndPay();
}

describe("/order/{id}/payment and /return (payment machine through the rendered pages)", () => {
  for (const path of uniquePaths(testModel.getShortestPaths())) {
    it(path.description, { timeout: 40_000 }, async () => {
      user = userEvent.setup();
      const stalls = path.description.includes("return.stalled");
      app = mountShop({ path: "/", coverage: [coverage], redirect: (url) => redirects.push(url),
        pollBase: stalls ? 20 : 250 });
      await path.test({
        states: {
          start: async () => {},
          choosing: async () => {
            // The first path of the file also loads the page's module: 1.3 s on a busy two-core box.
            await screen.findByRole("group", { name: "Payment method" }, { timeout: 5_000 });
            await waitFor(() => expect(coverage.currentValue()).toBe("choosing"));
          },
          failed: async () => {
            const alert = await screen.findByRole("alert", {}, { timeout: 5_000 });
            expect(alert.textContent).toContain("Payment not completed");
            // A declined or refused payment says spec §8's sentence; a lost connection says what the client knows.
            if (payments.posts.length > 0 && !lostConnection) {
              expect(alert.textContent).toContain("Failed payment, Please make payment again.");
            }
            expect(app.history.location.pathname).toBe(paymentPath());
            await screen.findByRole("group", { name: "Payment method" });
          },
          qr: async () => {
            await screen.findByRole("heading", { name: "Scan to pay with PromptPay" });
            expect(screen.getByRole("img", { name: "PromptPay QR code" })).toBeDefined();
            expect(screen.getByRole("timer").textContent).toMatch(/^The QR code expires in \d+:\d\d$/);
          },
          expired: async () => {
            await screen.findByText("The payment expired", {}, { timeout: 5_000 });
            await screen.findByRole("group", { name: "Payment method" });
            // The form replaced the tall QR panel: its top (with the reason) is brought into view.
            expect(scrolledTo).toContain(screen.getByRole("form", { name: "Payment" }));
          },
          redirected: async () => {
            await waitFor(() => expect(redirects).toEqual(["https://sandbox.test/authorize"]));
            expect(payments.posts.at(-1)?.body.method).toBe("omise_rabbit_linepay");
          },
          stalled: async () => {
            await screen.findByRole("button", { name: "Check again" }, { timeout: 10_000 });
            expect(payments.vias.every((via) => via === "return")).toBe(true);
          },
          paid: async () => {
            await waitFor(() => expect(app.history.location.pathname).toBe(`/order/${PAYMENT_ORDER_ID}/complete`),
              { timeout: 10_000 });
            await screen.findByRole("heading", { level: 1, name: "Thank you for your order" });
            expect(await screen.findByText("Processing Order")).toBeDefined();
            // Card numbers never reached the shop: only tokens did. Whole numbers, spaced or not: four digits alone
            // also occur in the random idempotency keys sent with each payment.
            expect(JSON.stringify(payments.posts)).not.toMatch(/4242 ?4242 ?4242 ?4242|4111 ?1111 ?1114 ?0011|5105 ?1051 ?0510 ?5100/);
          },
          closed: async () => {
            await screen.findByText("This order can no longer be paid. Please place a new order.");
          },
          missing: async () => {
            await screen.findByText("We could not load the payment. Please reload the page.");
          },
        },
        events: {
          open: async () => visit(withToken(paymentPath())),
          "open.closed": async () => {
            payments.closeOrder();
            await visit(withToken(paymentPath()));
          },
          "open.missing": async () => {
            payments.failNetwork("/api/order/payment");
            await visit(withToken(paymentPath()));
          },
          "return.paid": async () => {
            if (redirects.length === 0) payments.startRedirect();
            payments.settle("successful");
            payments.failNetwork("/api/order/payment"); // the first check is lost; the next one finds it paid
            await visit(withToken(`/order/${PAYMENT_ORDER_ID}/return`));
          },
          "return.failed": async () => {
            payments.startRedirect();
            payments.settle("failed");
            await visit(withToken(`/order/${PAYMENT_ORDER_ID}/return`));
          },
          "return.stalled": async () => {
            payments.startRedirect();
            await visit(withToken(`/order/${PAYMENT_ORDER_ID}/return`));
          },
          "pay.empty": async () => {
            await screen.findByRole("group", { name: "Payment method" });
            const radio = screen.queryByRole("radio", { checked: true });
            if (radio) await choose("Internet banking");
            const accepted = (screen.getByRole("checkbox", { name: /^I accept the/ }) as HTMLInputElement).checked;
            await user.click(payButton());
            if (radio) {
              await screen.findByText("Please select a bank.");
              const bank = screen.getByRole("combobox", { name: /^Bank/ });
              await waitFor(() => expect(document.activeElement, "Pay goes to the field that needs it").toBe(bank));
            } else {
              await screen.findByText("Please select a payment method.");
            }
            const policy = "Please accept the terms and the privacy policy to pay.";
            if (!accepted) expect(screen.getByText(policy)).toBeDefined();
          },
          "card.ok": async () => payByCard("4242 4242 4242 4242"),
          "card.declined": async () => payByCard("4111111111140011"),
          "card.refused": async () => payByCard("5105105105105100"),
          "pay.offline": async () => {
            lostConnection = true;
            payments.failNetwork("/api/order/payment");
            await choose("Rabbit LINE Pay");
            await acceptAndPay();
          },
          promptpay: async () => {
            await choose("PromptPay");
            await acceptAndPay();
          },
          "promptpay.expiring": async () => {
            payments.qrLife = 20; // expires before the first poll: the expiry timer checks it
            await choose("PromptPay");
            await acceptAndPay();
          },
          linepay: async () => {
            await choose("Rabbit LINE Pay");
            await acceptAndPay();
          },
          "qr.paid": async () => payments.settle("successful"),
          "qr.expire": async () => payments.settle("expired"),
          "qr.offline": async () => {
            const before = payments.vias.length;
            payments.failNetwork("/api/order/payment");
            await waitFor(() => expect(payments.vias.length).toBeGreaterThan(before), { timeout: 5_000 });
          },
          "qr.another": async () => {
            await user.click(screen.getByRole("button", { name: "Pay another way" }));
            await waitFor(() => expect(screen.queryByRole("img", { name: "PromptPay QR code" })).toBeNull());
            const form = screen.getByRole("form", { name: "Payment" });
            expect(scrolledTo).toContain(form);
            expect(document.activeElement, "the focus stays in the form, not lost with the button").toBe(form);
          },
          check: async () => {
            payments.settle("successful");
            await user.click(screen.getByRole("button", { name: "Check again" }));
          },
        },
      });
    });
  }
});
