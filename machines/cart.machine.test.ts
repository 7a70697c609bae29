import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { Cart, CouponPreview, PreCheckResult } from "#contract/cart.ts";
import { cartMachine, tempCouponMisfit, type CartSettled } from "./cart.machine.ts";

const ID = "0b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";
const NEW_ID = "1b3a4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d";

function cart(over: Partial<Cart> = {}): Cart {
  return {
    id: ID,
    items: [
      {
        type: "product", cart_item_id: 1, product_id: 7, qty: 2, total: 200_00, name: "Serum", desc: "Brand · 30 ml",
        slug: "serum", image: "/img/serum.svg", unit_price: 100_00, stock: 5,
      },
    ],
    subtotal: 200_00, discount: 0, shipping: 50_00, shipping_method: null, branch_id: null, vat: 16_36, total: 250_00,
    item_count: 2,
    ...over,
  };
}

const withCoupon = cart({
  items: [
    ...cart().items,
    { type: "discount", cart_item_id: 9, product_id: null, qty: 1, total: -20_00, name: "Welcome", desc: "10% off",
      code: "WELCOME10" },
  ],
  discount: 20_00,
  total: 230_00,
});

const preview: CouponPreview = {
  code: "WELCOME10", name: "Welcome", desc: "10% off", discount_type: "percent", discount_value: 10, max_discount: null,
  min_spend: 0, starts_at: null, ends_at: null, members_only: false, exclusive_only: false,
};

class Coded extends Error {
  readonly code: string;
  constructor(code: string) {
    super(code);
    this.code = code;
  }
}

/** A cart machine with in-memory effects; `log` records storage writes and requests in order. */
function start(input: { cartId: string | null; tempCoupon?: CouponPreview | null },
  server: Partial<Record<string, (input: never) => Promise<unknown>>> = {}) {
  const log: string[] = [];
  const settled: CartSettled[] = [];
  const call = <I, O>(name: string, fallback: (input: I) => Promise<O>) =>
    fromPromise<O, I>(async ({ input }) => {
      log.push(`${name} ${JSON.stringify(input)}`);
      const handler = server[name] as ((input: I) => Promise<O>) | undefined;
      return (handler ?? fallback)(input);
    });
  const logic = cartMachine.provide({
    actors: {
      loadCart: call("loadCart", async () => cart()),
      addItem: call("addItem", async () => cart()),
      updateItem: call("updateItem", async ({ qty }: { cartId: string; cartItemId: number; qty: number }) =>
        cart({ item_count: qty })),
      removeItem: call("removeItem", async () => cart({ items: [], item_count: 0 })),
      getCoupon: call("getCoupon", async () => preview),
      applyCoupon: call("applyCoupon", async () => withCoupon),
      removeCoupon: call("removeCoupon", async () => cart()),
      applyShipping: call("applyShipping", async () => cart({ shipping_method: "express" })),
      preCheck: call("preCheck", async (): Promise<PreCheckResult> => ({ ok: true, problems: [] })),
    },
    actions: {
      storeCartId: (_, { cartId }: { cartId: string }) => void log.push(`store ${cartId}`),
      forgetCartId: () => void log.push("forget"),
      storeTempCoupon: (_, { coupon }: { coupon: CouponPreview }) => void log.push(`store coupon ${coupon.code}`),
      forgetTempCoupon: () => void log.push("forget coupon"),
    },
  });
  const actor = createActor(logic, { input: { cartId: input.cartId, tempCoupon: input.tempCoupon ?? null } });
  actor.on("command.settled", (e) => void settled.push(e));
  actor.start();
  // In the shop the locale machine asks for the first load once a language is on screen.
  if (input.cartId) actor.send({ type: "cart.load" });
  const idle = () => waitFor(actor, (s) => s.matches("idle") && s.context.queue.length === 0);
  return { actor, log, settled, idle };
}

describe("cart machine", () => {
  it("default actors reject loudly when the app forgot to provide them", async () => {
    const actor = createActor(cartMachine, { input: { cartId: ID, tempCoupon: null } }).start();
    actor.send({ type: "cart.load" });
    await waitFor(actor, (s) => s.matches("idle"));
    expect(actor.getSnapshot().context.failure).toEqual({ command: "cart.load", code: "internal_error",
      cartItemId: null });
  });

  it("without a stored id it fetches nothing; the first add stores the id the server answers", async () => {
    const { actor, log, idle } = start({ cartId: null }, { addItem: async () => cart({ id: NEW_ID }) });
    actor.send({ type: "cart.addItem", productId: 7, qty: 2 });
    await idle();
    expect(log).toEqual([`addItem {"cartId":null,"productId":7,"qty":2}`, `store ${NEW_ID}`]);
    expect(actor.getSnapshot().context.cartId).toBe(NEW_ID);
    expect(actor.getSnapshot().context.cart?.item_count).toBe(2);
  });

  it("loads the stored cart when asked to (the shop asks once a language is on screen)", async () => {
    const { actor, log, idle } = start({ cartId: ID });
    await idle();
    expect(log).toEqual([`loadCart {"cartId":"${ID}"}`]);
    expect(actor.getSnapshot().context.cart?.total).toBe(250_00);
  });

  it("runs changes one at a time in the order they were asked, so none is lost", async () => {
    const { actor, log, settled, idle } = start({ cartId: ID });
    actor.send({ type: "cart.updateItem", cartItemId: 1, qty: 3 });
    actor.send({ type: "cart.updateItem", cartItemId: 1, qty: 4 });
    actor.send({ type: "cart.load", requestId: "l1" });
    actor.send({ type: "cart.load", requestId: "l2" });
    await idle();
    expect(log.map((l) => l.split(" ")[0])).toEqual(["loadCart", "updateItem", "updateItem", "loadCart", "loadCart"]);
    expect(log[2]).toContain(`"qty":4`);
    // Every request settles its own promise, a repeated load included.
    expect(settled.map((s) => s.requestId)).toEqual(expect.arrayContaining(["l1", "l2"]));
  });

  it("a response without a discount line empties the coupon and zeroes the discount", async () => {
    const { actor, idle } = start({ cartId: ID }, { loadCart: async () => withCoupon });
    await idle();
    expect(actor.getSnapshot().context.coupon).toEqual({ code: "WELCOME10", name: "Welcome", desc: "10% off" });
    actor.send({ type: "cart.removeItem", cartItemId: 1 });
    await idle();
    // The server wrongly kept a discount amount without a discount line: spec §4 says it is 0.
    expect(actor.getSnapshot().context.coupon).toBeNull();
    expect(actor.getSnapshot().context.cart?.discount).toBe(0);
  });

  it("coupon: get keeps and stores the temporary coupon, apply uses it up, remove takes it off", async () => {
    const { actor, log, settled, idle } = start({ cartId: ID });
    actor.send({ type: "coupon.get", code: "welcome10", requestId: "g" });
    await idle();
    expect(actor.getSnapshot().context.tempCoupon?.code).toBe("WELCOME10");
    actor.send({ type: "coupon.apply", requestId: "a" });
    await idle();
    expect(log).toContain(`applyCoupon {"cartId":"${ID}","code":"WELCOME10"}`);
    expect(actor.getSnapshot().context.tempCoupon).toBeNull();
    expect(actor.getSnapshot().context.coupon?.name).toBe("Welcome");
    actor.send({ type: "coupon.remove", requestId: "r" });
    await idle();
    expect(actor.getSnapshot().context.coupon).toBeNull();
    expect(log.filter((l) => !l.startsWith("loadCart") && !l.includes("Coupon {"))).toEqual(["store coupon WELCOME10",
      "forget coupon"]);
    expect(settled.map((s) => [s.requestId, s.ok])).toEqual([[undefined, true], ["g", true], ["a", true], ["r", true]]);
  });

  it("a received coupon the cart does not reach yet fails at once with its reason; it applies once it fits",
    async () => {
    const spend500 = { ...preview, code: "SPEND500", min_spend: 500_00 };
    const { actor, log, settled, idle } = start(
      { cartId: ID, tempCoupon: spend500 }, { addItem: async () => cart({ subtotal: 600_00 }) },
    );
    await idle();
    expect(tempCouponMisfit(actor.getSnapshot().context)).toEqual({ code: "coupon_min_spend", minSpend: 500_00,
      short: 300_00 });
    actor.send({ type: "coupon.apply", requestId: "early" });
    await idle();
    expect(log.filter((l) => l.startsWith("applyCoupon"))).toEqual([]);
    expect(settled.at(-1)).toMatchObject({ requestId: "early", ok: false, code: "coupon_min_spend" });
    expect(actor.getSnapshot().context.tempCoupon).toEqual(spend500);

    actor.send({ type: "cart.addItem", productId: 7, qty: 2 });
    await idle();
    expect(tempCouponMisfit(actor.getSnapshot().context)).toBeNull();
    actor.send({ type: "coupon.apply", requestId: "fits" });
    await idle();
    expect(log.filter((l) => l.startsWith("applyCoupon"))).toHaveLength(1);
    expect(settled.at(-1)).toMatchObject({ requestId: "fits", ok: true });
  });

  it("keeps the contract code of a refused coupon and reports it to the caller", async () => {
    const { actor, settled, idle } = start({ cartId: ID },
      { applyCoupon: async () => Promise.reject(new Coded("coupon_expired")) });
    actor.send({ type: "coupon.apply", code: "SUMMER25", requestId: "x" });
    await idle();
    expect(actor.getSnapshot().context.failure).toEqual({ command: "coupon.apply", code: "coupon_expired",
      cartItemId: null });
    expect(settled.at(-1)).toEqual({
      type: "command.settled", requestId: "x", command: "coupon.apply", ok: false, code: "coupon_expired",
    });
  });

  it("commands that need a cart fail with cart_not_found when there is none, without a request", async () => {
    const { actor, log, settled, idle } = start({ cartId: null });
    actor.send({ type: "coupon.apply", code: "WELCOME10" });
    actor.send({ type: "cart.preCheck" });
    await idle();
    expect(log).toEqual([]);
    expect(settled.map((s) => (s.ok ? "ok" : s.code))).toEqual(["cart_not_found", "cart_not_found"]);
  });

  it("an id the server does not know is dropped and the add goes to a fresh cart", async () => {
    let first = true;
    const { actor, log, idle } = start(
      { cartId: ID, tempCoupon: preview },
      {
        loadCart: async () => cart(),
        addItem: async () => {
          if (first) {
            first = false;
            throw new Coded("cart_not_found");
          }
          return cart({ id: NEW_ID });
        },
      },
    );
    await idle();
    actor.send({ type: "cart.addItem", productId: 7, qty: 1 });
    await idle();
    expect(log.slice(1)).toEqual([
      `addItem {"cartId":"${ID}","productId":7,"qty":1}`,
      "forget",
      `addItem {"cartId":null,"productId":7,"qty":1}`,
      `store ${NEW_ID}`,
    ]);
    expect(actor.getSnapshot().context.tempCoupon).toEqual(preview);
  });

  it("a stale id on load starts fresh quietly; on a change it empties the cart and reports cart_not_found",
    async () => {
    const stale = async () => Promise.reject(new Coded("cart_not_found"));
    const load = start({ cartId: ID }, { loadCart: stale });
    await load.idle();
    expect(load.log).toEqual([`loadCart {"cartId":"${ID}"}`, "forget"]);
    expect(load.actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null, failure: null });

    const change = start({ cartId: ID }, { updateItem: stale });
    change.actor.send({ type: "cart.updateItem", cartItemId: 1, qty: 2 });
    await change.idle();
    expect(change.actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null,
      failure: { code: "cart_not_found", cartItemId: 1 } });
  });

  it("a session change hands the cart over: adopt stores and loads, remember only stores, forget empties", async () => {
    const { actor, log, settled, idle } = start({ cartId: null });
    actor.send({ type: "cart.adopt", cartId: NEW_ID, requestId: "a" });
    await idle();
    expect(log).toEqual([`store ${NEW_ID}`, `loadCart {"cartId":"${NEW_ID}"}`]);
    actor.send({ type: "cart.forget", requestId: "f" });
    await idle();
    expect(actor.getSnapshot().context).toMatchObject({ cartId: null, cart: null });
    // Sign-in reloads the page two seconds later, which loads the cart: remembering makes no request.
    actor.send({ type: "cart.remember", cartId: ID, requestId: "r" });
    await idle();
    expect(log.slice(2)).toEqual(["forget", `store ${ID}`]);
    expect(actor.getSnapshot().context.cartId).toBe(ID);
    expect(settled.map((s) => [s.requestId, s.ok])).toEqual([["a", true], ["f", true], ["r", true]]);
  });

  it("pre-check problems stay for unchanged lines and go with lines that changed", async () => {
    const problem = { cart_item_id: 1, product_id: 7, code: "insufficient_stock" as const, available: 1 };
    const { actor, idle } = start({ cartId: ID }, {
      preCheck: async () => ({ ok: false, problems: [problem] }),
      updateItem: async () => cart({ items: [{ ...cart().items[0]!, qty: 1 } as Cart["items"][number]] }),
    });
    actor.send({ type: "cart.preCheck" });
    await idle();
    expect(actor.getSnapshot().context.problems).toEqual([problem]);
    actor.send({ type: "cart.load" });
    await idle();
    expect(actor.getSnapshot().context.problems).toEqual([problem]);
    actor.send({ type: "cart.updateItem", cartItemId: 1, qty: 1 });
    await idle();
    expect(actor.getSnapshot().context.problems).toEqual([]);
  });
});
