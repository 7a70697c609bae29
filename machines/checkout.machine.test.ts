import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Cart } from "#contract/cart.ts";
import type { CheckoutCheck, Confirmed, PlacedOrder, PlaceOrder } from "#contract/checkout.ts";
import type { Locale } from "#contract/locale.ts";
import { cartMachine } from "./cart.machine.ts";
import { EMPTY_DRAFT, type StoredCheckoutDraft } from "#contract/checkout-draft.ts";
import { checkoutMachine, draftFor, type OrderDetails } from "./checkout.machine.ts";
import { localeMachine } from "./locale.machine.ts";
import { shopMachine, type ShopActors } from "./shop.machine.ts";

const CART_ID = "0b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const ORDER_ID = "2b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const cart: Cart = {
  id: CART_ID,
  items: [{
    type: "product", cart_item_id: 7, product_id: 3, qty: 2, total: 100000, name: "Serum", desc: "", slug: "serum",
    image: "/s.jpg", unit_price: 50000, stock: 9,
  }],
  subtotal: 100000, discount: 0, shipping: 0, shipping_method: "standard", branch_id: null, vat: 6542, total: 100000,
  item_count: 2,
};
const shown: Confirmed = { lines: [{ product_id: 3, qty: 2, unit_price: 50000 }], total: 100000 };
const raised: Confirmed = { lines: [{ product_id: 3, qty: 2, unit_price: 55000 }], total: 110000 };
const details: OrderDetails = { accept_policy: true };

function checkAnswer(kind: "ok" | "changed" | "blocked"): CheckoutCheck {
  const confirm = kind === "changed" ? raised : shown;
  return {
    ok: kind === "ok", blocked: kind === "blocked",
    changes: kind === "ok" ? [] : [kind === "changed"
      ? { code: "price_changed", product_id: 3, cart_item_id: 7, previous: 50000, current: 55000 }
      : { code: "out_of_stock", product_id: 3, cart_item_id: 7, available: 0 }],
    confirm, subtotal: confirm.total, discount: 0, coupon_code: null, shipping: 0, vat: 0, total: confirm.total,
    item_count: 2, expected_dispatch: "2026-11-25",
  };
}
const placed = {
  order: { id: ORDER_ID }, access_token: "t".repeat(43), created: true, next: `/order/${ORDER_ID}/payment`,
};

type Step = "ok" | "changed" | "blocked" | "fail" | "order_changed";
const failure = (code: string) => Object.assign(new Error(code), { code });

/** The real shop system; only the network is faked. `checks` and `places` answer one call each, in order. */
function startShop({
  withCart = true, checks = [] as Step[], places = [] as Step[], stored = null as StoredCheckoutDraft | null,
} = {}) {
  const storage: string[] = [];
  const calls: { check: (Confirmed | null)[]; place: { body: PlaceOrder; key: string }[]; cartLoads: number } = {
    check: [], place: [], cartLoads: 0,
  };
  const opened: string[] = [];
  const logic = shopMachine.provide({
    actors: {
      locale: localeMachine.provide({
        actors: { activateLocale: fromPromise<void, { locale: Locale }>(async () => {}) },
      }),
      cart: cartMachine.provide({
        actors: {
          loadCart: fromPromise(async () => {
            calls.cartLoads += 1;
            return cart;
          }),
        },
      }),
      checkout: checkoutMachine.provide({
        actors: {
          checkOrder: fromPromise(async ({ input }: { input: { cartId: string; confirmed: Confirmed | null } }) => {
            calls.check.push(input.confirmed);
            if (!input.cartId) throw failure("cart_empty");
            const step = checks.shift() ?? "ok";
            if (step === "fail") throw failure("network_error");
            return checkAnswer(step === "order_changed" ? "changed" : step);
          }),
          placeOrder: fromPromise(async ({ input }: { input: { body: PlaceOrder; key: string } }) => {
            calls.place.push(input);
            const step = places.shift() ?? "ok";
            if (step === "fail") throw failure("network_error");
            if (step === "order_changed") throw failure("order_changed");
            return placed as unknown as PlacedOrder;
          }),
        },
        actions: {
          openPayment: (_, { placed: answer }: { placed: PlacedOrder }) => void opened.push(answer.next),
          storeDraft: (_, { stored: kept }: { stored: StoredCheckoutDraft }) =>
            void storage.push(`store ${kept.cartId} ${kept.draft.note}`),
          forgetDraft: () => void storage.push("forget"),
        },
      }),
    },
  });
  const shop = createActor(logic, {
    input: {
      locale: { pathname: "/", cookie: null, languages: ["en"] },
      auth: { hadToken: false }, cart: { cartId: withCart ? CART_ID : null, tempCoupon: null },
      checkout: { stored },
    },
  }).start();
  const get = <K extends keyof ShopActors>(id: K) => shop.system.get(id) as ShopActors[K];
  return { shop, get, calls, opened, storage };
}

async function ready(get: ReturnType<typeof startShop>["get"], withCart = true) {
  await waitFor(get("cart"), (s) => s.matches("idle") && (!withCart || s.context.cart !== null));
}

describe("checkout machine in the shop system", () => {
  it("keeps the form per cart: a stored draft comes back, edits are stored, the placed order forgets it", async () => {
    const kept = { ...EMPTY_DRAFT, note: "Ring twice" };
    const { get, storage } = startShop({ stored: { cartId: CART_ID, draft: kept } });
    await ready(get);
    const checkout = get("checkout");
    expect(draftFor(checkout.getSnapshot().context, CART_ID)).toEqual(kept);
    // Another cart (a new one after an order) starts with an empty form.
    expect(draftFor(checkout.getSnapshot().context, "another-cart")).toEqual(EMPTY_DRAFT);
    checkout.send({ type: "checkout.edit", change: { note: "Leave it at the door" } });
    expect(storage).toEqual([`store ${CART_ID} Leave it at the door`]);
    // A new visit keeps the form; only the attempt starts over.
    checkout.send({ type: "checkout.start" });
    expect(draftFor(checkout.getSnapshot().context, CART_ID).note).toBe("Leave it at the door");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("placed"));
    expect(storage.at(-1)).toBe("forget");
    expect(checkout.getSnapshot().context.draftCartId).toBeNull();
  });

  it("a stored draft of another cart is not shown", async () => {
    const { get } = startShop({ stored: { cartId: "old-cart", draft: { ...EMPTY_DRAFT, note: "old" } } });
    await ready(get);
    expect(draftFor(get("checkout").getSnapshot().context, CART_ID)).toEqual(EMPTY_DRAFT);
  });

  it("checks, places with the figures shown, forgets the cart, toasts and opens payment", async () => {
    const { get, calls, opened } = startShop();
    await ready(get);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("placed"));
    expect(calls.check).toEqual([shown]);
    expect(calls.place[0]?.body).toMatchObject({ cart_id: CART_ID, confirmed: shown, accept_policy: true });
    expect(calls.place[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(opened).toEqual([`/order/${ORDER_ID}/payment`]);
    await waitFor(get("cart"), (s) => s.matches("idle") && s.context.cartId === null);
    expect(get("toastStack").getSnapshot().context.alerts.length).toBe(1);
    checkout.send({ type: "checkout.start" });
    expect(checkout.getSnapshot().value).toBe("editing");
    expect(checkout.getSnapshot().context.placed).toBeNull();
  });

  it("shows changed figures until the shopper confirms them, then places with the new ones", async () => {
    const { get, calls } = startShop({ checks: ["changed", "changed"] });
    await ready(get);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("confirmingChanges"));
    expect(calls.place).toHaveLength(0);
    await waitFor(get("cart"), () => calls.cartLoads >= 2);
    checkout.send({ type: "checkout.back" });
    expect(checkout.getSnapshot().value).toBe("editing");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("confirmingChanges"));
    checkout.send({ type: "checkout.confirm" });
    await waitFor(checkout, (s) => s.matches("placed"));
    expect(calls.place[0]?.body.confirmed).toEqual(raised);
  });

  it("a sold-out line fails as blocked; a fresh start goes back to the form", async () => {
    const { get, calls } = startShop({ checks: ["blocked"] });
    await ready(get);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("failed"));
    expect(checkout.getSnapshot().context.failure?.code).toBe("blocked");
    expect(calls.place).toHaveLength(0);
    checkout.send({ type: "checkout.start" });
    expect(checkout.getSnapshot().value).toBe("editing");
  });

  it("figures changed between check and placement: checks again against what the shopper agreed to", async () => {
    const { get, calls } = startShop({ checks: ["ok", "changed"], places: ["order_changed"] });
    await ready(get);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("confirmingChanges"));
    expect(calls.check).toEqual([shown, shown]);
  });

  it("a lost answer fails; retrying places with the same key, so it cannot make a second order", async () => {
    const { get, calls } = startShop({ places: ["fail"] });
    await ready(get);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("failed"));
    expect(checkout.getSnapshot().context.failure?.code).toBe("network_error");
    checkout.send({ type: "checkout.retry" });
    await waitFor(checkout, (s) => s.matches("placed"));
    expect(calls.place.map((p) => p.key)).toEqual([calls.place[0]?.key, calls.place[0]?.key]);
  });

  it("a failed check can be left for the form", async () => {
    const { get } = startShop({ checks: ["fail"] });
    await ready(get);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("failed"));
    checkout.send({ type: "checkout.back" });
    expect(checkout.getSnapshot().value).toBe("editing");
    expect(checkout.getSnapshot().context.failure).toBeNull();
  });

  it("without a cart the check is asked with no figures and the checkout fails as cart_empty", async () => {
    const { get, calls } = startShop({ withCart: false });
    await ready(get, false);
    const checkout = get("checkout");
    checkout.send({ type: "checkout.place", details });
    await waitFor(checkout, (s) => s.matches("failed"));
    expect(checkout.getSnapshot().context.failure?.code).toBe("cart_empty");
    expect(calls.check).toEqual([null]);
    expect(calls.place).toHaveLength(0);
  });
});
