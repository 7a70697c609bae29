import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { cartMachine } from "#machines/cart.machine.ts";
import { CART_ID_KEY } from "#lib/cart.tsx";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { installShopApi, mountShop, type MountedShop, type ShopWorld } from "./shop-app.tsx";

// What a guest sees on /my-cart in the real shop. The page starts with one Hydra Serum (฿890) in the cart; "Add to
// cart" is the product page's own button. Totals are the fake API's, priced by the server's rules (server/domain).
type ModelEvent =
  | { type: "cart.addItem" }
  | { type: "cart.updateItem" }
  | { type: "cart.removeItem"; answer: "yes" | "no" }
  | { type: "coupon.submit"; code: "WELCOME10" | "NOPE" | "SAVE200" }
  | { type: "coupon.applyReceived" }
  | { type: "coupon.remove" }
  | { type: "cart.raiseQty" }
  | { type: "invite.logIn" }
  | { type: "shipping.choose" }
  | { type: "stock.drop" }
  | { type: "checkout.start" };

const model = createMachine({
  id: "cartPageModel",
  types: {} as { events: ModelEvent },
  initial: "filled",
  states: {
    empty: { on: { "cart.addItem": "filled" } },
    filled: {
      on: {
        "cart.updateItem": "filled",
        "cart.removeItem": [{ guard: ({ event }) => event.answer === "yes", target: "empty" }, { target: "filled" }],
        "coupon.submit": [
          { guard: ({ event }) => event.code === "WELCOME10", target: "applied" },
          { guard: ({ event }) => event.code === "SAVE200", target: "received" },
          { target: "filled" },
        ],
        "invite.logIn": "filled",
        "shipping.choose": "filled",
        "stock.drop": "blocked",
        "checkout.start": "atCheckout",
      },
    },
    // SAVE200 received on a ฿890 cart: it says how much more to spend, with no Apply until the cart reaches ฿1,500.
    received: {
      on: {
        "cart.raiseQty": "receivedFits",
        "coupon.submit": [{ guard: ({ event }) => event.code === "WELCOME10", target: "applied" },
          { target: "received" }],
      },
    },
    receivedFits: { on: { "coupon.applyReceived": "receivedApplied" } },
    receivedApplied: {},
    applied: { on: { "coupon.remove": "filled" } },
    blocked: { on: { "cart.removeItem": [{ guard: ({ event }) => event.answer === "yes", target: "empty" },
      { target: "blocked" }] } },
    atCheckout: { type: "final" },
  },
});

const events: ModelEvent[] = [
  { type: "cart.addItem" }, { type: "cart.updateItem" }, { type: "cart.removeItem", answer: "yes" },
  { type: "cart.removeItem", answer: "no" }, { type: "coupon.submit", code: "NOPE" },
  { type: "coupon.submit", code: "SAVE200" },
  { type: "coupon.applyReceived" }, { type: "coupon.remove" }, { type: "cart.raiseQty" }, { type: "invite.logIn" },
  { type: "shipping.choose" }, { type: "stock.drop" },
  { type: "checkout.start" },
];
const testModel = createTestModel(model, { events: [...events, { type: "coupon.submit", code: "WELCOME10" }],
  ...selfLoopsAsSteps });

// Tracks the real cart actor so each step can wait for it to settle; the 100% coverage check is cart.model.test.tsx's.
const coverage = trackCoverage(cartMachine);

let world: ShopWorld;
let app: MountedShop;
beforeEach(() => {
  localStorage.clear();
  world = installShopApi();
  localStorage.setItem(CART_ID_KEY, world.cart.seedCart([{ productId: 1, qty: 1 }]));
});
afterEach(() => vi.unstubAllGlobals());

function mount(path = "/my-cart") {
  app = mountShop({ path, coverage: [coverage] });
}

/** Following a link inside the shop (the header's cart icon, a product card). */
async function visit(path: string) {
  act(() => app.history.push(path));
  await waitFor(() => expect(app.history.location.pathname).toBe(path));
}

async function submitCoupon(user: UserEvent, code: string) {
  const field = screen.getByRole("textbox", { name: "Coupon code" });
  await user.clear(field);
  await user.type(field, code.toLowerCase());
  await user.click(within(summary()).getByRole("button", { name: "Apply" }));
}

const summary = () => screen.getByRole("region", { name: "Order summary" });
const amount = (label: string | RegExp) => within(summary()).getByText(label).nextElementSibling?.textContent;

describe("/my-cart (cart machine through the rendered page)", () => {
  const paths = uniquePaths(testModel.getShortestPaths());
  for (const path of paths) {
    it(path.description, { timeout: 20_000 }, async () => {
      const user = userEvent.setup();
      mount();
      await screen.findByRole("heading", { level: 1, name: "My cart" });
      await path.test({
        states: {
          empty: async () => {
            await screen.findByRole("heading", { name: "Your cart is empty" });
            expect(screen.getByRole("link", { name: "Start shopping" }).getAttribute("href")).toBe("/product/new-in");
          },
          filled: async () => {
            await screen.findByRole("region", { name: "Order summary" });
            await waitFor(() => expect(coverage.currentValue()).toBe("idle"));
            const qty = Number((screen.getByRole("textbox", { name:
              "Quantity of Hydra Serum" }) as HTMLInputElement).value);
            // Server totals as shown: ฿890 a unit, standard shipping ฿50, VAT included in the total.
            expect(amount("Subtotal")).toBe(`฿${(890 * qty).toLocaleString("en-US")}`);
            expect(amount("Shipping")).toBe("฿50");
            expect(amount("Total")).toBe(`฿${(890 * qty + 50).toLocaleString("en-US")}`);
            expect(within(summary()).queryByText(/^Discount/)).toBeNull();
            expect(screen.getByRole("button", { name: "Continue as guest" })).toBeDefined();
            expect(screen.getByRole("button", { name: "Log in for faster checkout and points" })).toBeDefined();
          },
          received: async () => {
            await screen.findByText("Coupon received");
            // SAVE200 needs ฿1,500 and the cart holds ฿890: received, kept, not applied (or a later code not found).
            const error = await within(summary()).findByText(/cart has not reached|No coupon found/);
            expect(error.textContent).toMatch(
              /^(Your cart has not reached this coupon's minimum spend\.|No coupon found, please try again\.)$/);
            // It says why it does not fit yet, and offers no one-tap Apply.
            expect(screen.getByTestId("coupon-misfit").textContent)
              .toBe("Add ฿610 more to use this coupon (minimum spend ฿1,500).");
            expect(screen.queryByRole("button", { name: "Apply SAVE200" })).toBeNull();
            expect(within(summary()).queryByText(/^Discount/)).toBeNull();
          },
          applied: async () => {
            const applied = await screen.findByRole("group", { name: "Applied coupon" });
            expect(applied.textContent).toContain("WELCOME10");
            expect(amount("Discount (Welcome 10% off)")).toBe("−฿89");
            expect(amount("Total")).toBe("฿851");
            const toasts = await screen.findAllByRole("status");
            expect(toasts.some((toast) => toast.textContent?.includes("You have successfully received the coupon.")))
              .toBe(true);
          },
          receivedFits: async () => {
            await screen.findByRole("button", { name: "Apply SAVE200" });
            expect(screen.queryByTestId("coupon-misfit")).toBeNull();
            expect(within(summary()).queryByText(/^Discount/)).toBeNull();
          },
          receivedApplied: async () => {
            const applied = await screen.findByRole("group", { name: "Applied coupon" });
            expect(applied.textContent).toContain("SAVE200");
            expect(amount(/^Discount/)).toBe("−฿200");
            expect(world.cart.requests).toContain("POST /api/cart/apply-coupon");
          },
          blocked: async () => {
            expect((await screen.findByRole("alert")).textContent).toContain(
              "Some items need your attention before checkout.");
            expect(await screen.findByText("Sold out. Remove it to continue to checkout.")).toBeDefined();
            expect(screen.queryByRole("heading", { name: "Checkout" })).toBeNull();
          },
          atCheckout: async () => {
            await screen.findByRole("heading", { name: "Checkout" });
            expect(world.cart.requests).toContain(`POST /api/cart/pre-check`);
          },
        },
        events: {
          "cart.addItem": async () => {
            // The product page's "Add to cart", then back to the cart: the empty state gave way to the line.
            await visit("/product/detail/hydra-serum");
            await user.click(await screen.findByRole("button", { name: "Add to cart" }));
            await screen.findByText("1 × Hydra Serum");
            await visit("/my-cart");
            await screen.findByRole("link", { name: "Hydra Serum" });
          },
          "cart.updateItem": async () => {
            await user.click(screen.getByRole("button", { name: "Increase quantity of Hydra Serum" }));
            await waitFor(() => expect(within(summary()).getByText("2 items")).toBeDefined());
            await user.click(screen.getByRole("button", { name: "Decrease quantity of Hydra Serum" }));
            await waitFor(() => expect(within(summary()).getByText("1 item")).toBeDefined());
          },
          "cart.removeItem": async ({ event }) => {
            const { answer } = event as Extract<ModelEvent, { type: "cart.removeItem" }>;
            await user.click(screen.getByRole("button", { name: "Remove Hydra Serum" }));
            const dialog = await screen.findByRole("alertdialog", { name: "Remove this item?" });
            await user.click(within(dialog).getByRole("button", { name: answer === "yes" ? "Yes" : "No" }));
            await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
            if (answer === "no") expect(screen.getByRole("link", { name: "Hydra Serum" })).toBeDefined();
          },
          "coupon.submit": async ({ event }) => {
            const { code } = event as Extract<ModelEvent, { type: "coupon.submit" }>;
            const field = screen.getByRole("textbox", { name: "Coupon code" });
            await submitCoupon(user, code);
            if (code === "NOPE") {
              expect((await screen.findByRole("alert")).textContent).toContain("No coupon found, please try again.");
              await waitFor(() => expect(field.getAttribute("aria-invalid")).toBe("true"));
            }
          },
          "coupon.applyReceived": async () => {
            await user.click(screen.getByRole("button", { name: "Apply SAVE200" }));
            await waitFor(() => expect(coverage.currentValue()).toBe("idle"));
          },
          "cart.raiseQty": async () => {
            await user.click(screen.getByRole("button", { name: "Increase quantity of Hydra Serum" }));
            await waitFor(() => expect(within(summary()).getByText("2 items")).toBeDefined());
            await waitFor(() => expect(coverage.currentValue()).toBe("idle"));
          },
          "coupon.remove": async () => {
            await user.click(screen.getByRole("button", { name: "Remove WELCOME10" }));
            await waitFor(() => expect(screen.queryByRole("group", { name: "Applied coupon" })).toBeNull());
          },
          "invite.logIn": async () => {
            await user.click(screen.getByRole("button", { name: "Log in for faster checkout and points" }));
            await screen.findByRole("dialog", { name: "Log in" });
            await user.keyboard("{Escape}");
            await waitFor(() => expect(screen.queryByRole("dialog", { name: "Log in" })).toBeNull());
          },
          "shipping.choose": async () => {
            // Express, then back to standard: the fee and the total are the server's answer each time.
            const group = within(summary()).getByRole("group", { name: "Shipping method" });
            const qty = Number((screen.getByRole("textbox", { name:
              "Quantity of Hydra Serum" }) as HTMLInputElement).value);
            expect((within(group).getByRole("radio", { name: /^Standard delivery/ }) as HTMLInputElement).checked)
              .toBe(true);
            await user.click(within(group).getByRole("radio", { name: /^Express delivery/ }));
            await waitFor(() => expect(amount("Shipping")).toBe("฿120"));
            expect(amount("Total")).toBe(`฿${(890 * qty + 120).toLocaleString("en-US")}`);
            expect(world.cart.requests).toContain("POST /api/cart/apply-shipping");
            expect((within(group).getByRole("radio", { name: /^Express delivery/ }) as HTMLInputElement).checked)
              .toBe(true);
            await user.click(within(group).getByRole("radio", { name: /^Standard delivery/ }));
            await waitFor(() => expect(amount("Shipping")).toBe("฿50"));
          },
          "stock.drop": async () => {
            world.cart.products[0]!.stock = 0;
            await user.click(screen.getByRole("button", { name: "Continue as guest" }));
          },
          "checkout.start": async () => {
            await user.click(screen.getByRole("button", { name: "Continue as guest" }));
          },
        },
      });
    });
  }
});

describe("/my-cart quantity steps", () => {
  it("count on from the chosen quantity while the answers are on their way", { timeout: 20_000 }, async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Quantity changes wait at the "server" until released: one in flight, the others queued in the machine.
    const answer = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = input instanceof Request ? input.method : init?.method;
      if (method === "PATCH") await gate;
      return answer(input, init);
    });
    const user = userEvent.setup();
    mount();
    const field = (await screen.findByRole("textbox", { name: "Quantity of Hydra Serum" })) as HTMLInputElement;
    const plus = screen.getByRole("button", { name: "Increase quantity of Hydra Serum" });
    await user.click(plus);
    await user.click(plus);
    await user.click(plus);
    expect(field.value).toBe("4");
    expect(within(summary()).getByText("1 item")).toBeDefined();
    release();
    await waitFor(() => expect(within(summary()).getByText("4 items")).toBeDefined());
    expect(field.value).toBe("4");
    expect(world.cart.requests.filter((r) => r.startsWith("PATCH"))).toHaveLength(3);
  });
});

describe("/my-cart coupon on a price that does not divide evenly", () => {
  it("takes off what the server does: 10 % of ฿445.55 rounds down to ฿44.55", { timeout: 20_000 }, async () => {
    localStorage.setItem(CART_ID_KEY, world.cart.seedCart([{ productId: 3, qty: 1 }]));
    const user = userEvent.setup();
    mount();
    await screen.findByRole("link", { name: "Glow Toner" });
    await submitCoupon(user, "WELCOME10");
    await screen.findByRole("group", { name: "Applied coupon" });
    // 44,555 satang × 10 % = 4,455.5: the server (and so this fake) rounds down, never to ฿44.56.
    await waitFor(() => expect(amount("Discount (Welcome 10% off)")).toBe("−฿44.55"));
    expect(amount("Subtotal")).toBe("฿445.55");
    expect(amount("Total")).toBe("฿451");
  });
});
