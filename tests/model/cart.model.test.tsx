import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor } from "@testing-library/react";
import { createMachine } from "xstate";
import { createTestModel } from "xstate/graph";
import { cartMachine } from "../../machines/cart.machine.ts";
import { CartProvider } from "../../src/app/providers/CartProvider.tsx";
import { LocaleProvider } from "../../src/app/providers/LocaleProvider.tsx";
import { CART_ID_KEY, TEMP_COUPON_KEY, useCartActor, useCartCommands, type CartActor, type CartCommands, type CartOutcome } from "../../src/lib/cart.tsx";
import { useCartCount } from "../../src/lib/cart-count.tsx";
import { createFakeCartApi, type FakeCartApi } from "../fakes/cart-api.ts";
import { selfLoopsAsSteps, trackCoverage, uniquePaths } from "./coverage.ts";
import { renderApp } from "./render.tsx";

// The cart service as a shopper's world sees it: is there a cart, and where is the coupon (none, received, applied).
// Every step goes through the real CartProvider (real API client, real storage) against a fake cart API.
type ModelEvent =
  | { type: "cart.addItem" }
  | { type: "cart.updateItem" }
  | { type: "cart.removeItem" }
  | { type: "shipping.apply" }
  | { type: "cart.preCheck" }
  | { type: "cart.clear" }
  | { type: "cart.expire" }
  | { type: "coupon.get"; code: "WELCOME10" | "NOPE" }
  | { type: "coupon.apply"; code: "SUMMER25" | null }
  | { type: "coupon.remove" }
  | { type: "member.signIn" }
  | { type: "member.signOut" };

const cartModel = (withMembers: boolean) => createMachine({
  id: "cartModel",
  types: {} as { events: ModelEvent },
  initial: "noCart",
  states: {
    noCart: { on: { "cart.addItem": "filled", ...(withMembers ? { "member.signIn": "filled" } : {}) } },
    filled: {
      on: {
        "cart.addItem": "filled",
        "cart.updateItem": "filled",
        "shipping.apply": "filled",
        "cart.preCheck": "filled",
        "coupon.get": [
          { guard: ({ event }) => event.code === "WELCOME10", target: "received" },
          { target: "filled" },
        ],
        "cart.removeItem": "emptyCart",
        "cart.clear": "noCart",
        "cart.expire": "noCart",
        ...(withMembers ? { "member.signOut": "noCart" } : {}),
      },
    },
    emptyCart: { on: { "cart.addItem": "filled" } },
    received: {
      on: {
        "coupon.apply": [
          { guard: ({ event }) => event.code === null, target: "applied" },
          { target: "received" },
        ],
      },
    },
    applied: { on: { "coupon.remove": "filled", "cart.clear": "noCart" } },
  },
});

const modelEvents: ModelEvent[] = [
    { type: "cart.addItem" }, { type: "cart.updateItem" }, { type: "cart.removeItem" }, { type: "shipping.apply" }, { type: "cart.preCheck" },
    { type: "cart.clear" }, { type: "cart.expire" }, { type: "coupon.get", code: "WELCOME10" }, { type: "coupon.get", code: "NOPE" },
    { type: "coupon.apply", code: null }, { type: "coupon.apply", code: "SUMMER25" }, { type: "coupon.remove" },
    { type: "member.signIn" }, { type: "member.signOut" },
];
// Shortest paths keep self-loops as steps (so "stays put" events run); simple paths use the plain graph, where
// self-loops would multiply the paths without reaching anything new.
const testModel = createTestModel(cartModel(true), { events: modelEvents, ...selfLoopsAsSteps });
// Signing in and out only swaps the cart id: shortest paths cover them; simple paths leave them out, so the path
// count stays what it was (with them it grows twentyfold).
const plainModel = createTestModel(cartModel(false), { events: modelEvents.filter((e) => !e.type.startsWith("member.")) });

const coverage = trackCoverage(cartMachine);
afterAll(() => coverage.assertComplete());

let api: FakeCartApi;
let probe: { commands: CartCommands; actor: CartActor } | null = null;

function Probe() {
  probe = { commands: useCartCommands(), actor: useCartActor() };
  const count = useCartCount();
  return <p>{`Badge: ${count}`}</p>;
}

beforeEach(() => {
  localStorage.clear();
  api = createFakeCartApi();
  vi.stubGlobal("fetch", api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
  probe = null;
});

async function mount() {
  renderApp(
    <LocaleProvider>
      <CartProvider inspect={coverage.inspect}>
        <Probe />
      </CartProvider>
    </LocaleProvider>,
  );
  await screen.findByText(/Badge:/);
  await waitFor(() => expect(probe?.actor.getSnapshot().matches("idle")).toBe(true));
  const { commands, actor } = probe!;
  return { commands, actor, context: () => actor.getSnapshot().context };
}

const badge = (n: number) => waitFor(() => expect(screen.getByText(`Badge: ${n}`)).toBeDefined());

describe("cart machine (model paths through CartProvider and the API client)", () => {
  const paths = uniquePaths([...testModel.getShortestPaths(), ...plainModel.getSimplePaths()]);
  for (const path of paths) {
    it(path.description, async () => {
      const { commands, context } = await mount();
      let last: CartOutcome | null = null;
      await path.test({
        states: {
          noCart: async () => {
            expect(context().cart).toBeNull();
            expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
            await badge(0);
          },
          filled: async () => {
            expect(context().cart?.items.some((i) => i.type === "product")).toBe(true);
            expect(localStorage.getItem(CART_ID_KEY)).toBe(context().cartId);
            expect(context().coupon).toBeNull();
            expect(context().cart?.discount).toBe(0);
            await badge(context().cart!.item_count);
          },
          emptyCart: async () => {
            expect(context().cart?.items).toEqual([]);
            expect(localStorage.getItem(CART_ID_KEY)).toBe(context().cartId);
            await badge(0);
          },
          received: async () => {
            expect(context().tempCoupon?.code).toBe("WELCOME10");
            expect(JSON.parse(localStorage.getItem(TEMP_COUPON_KEY) ?? "null")).toMatchObject({ code: "WELCOME10" });
            expect(context().coupon).toBeNull();
            if (last && !last.ok) expect(last.code).toBe("coupon_expired");
          },
          applied: async () => {
            expect(context().coupon).toMatchObject({ code: "WELCOME10", name: "Welcome 10% off" });
            expect(context().cart!.discount).toBe(Math.round(context().cart!.subtotal / 10));
            expect(context().tempCoupon).toBeNull();
            expect(localStorage.getItem(TEMP_COUPON_KEY)).toBeNull();
          },
        },
        events: {
          "cart.addItem": async () => {
            last = await commands.addItem(2, 1);
            expect(last).toEqual({ ok: true });
          },
          "cart.updateItem": async () => {
            const line = context().cart!.items.find((i) => i.type === "product")!;
            last = await commands.updateItem(line.cart_item_id, line.qty + 1);
            expect(last).toEqual({ ok: true });
          },
          "cart.removeItem": async () => {
            const line = context().cart!.items.find((i) => i.type === "product")!;
            last = await commands.removeItem(line.cart_item_id);
            expect(last).toEqual({ ok: true });
          },
          "shipping.apply": async () => {
            last = await commands.applyShipping("express");
            expect(context().cart?.shipping_method).toBe("express");
          },
          "cart.preCheck": async () => {
            last = await commands.preCheck();
            expect(context().problems).toEqual([]);
          },
          "cart.clear": async () => {
            last = await commands.clear();
          },
          "cart.expire": async () => {
            api.forgetCarts();
            last = await commands.load();
            // The shopper starts fresh without an error: the stale id is simply dropped.
            expect(last).toEqual({ ok: true });
          },
          "coupon.get": async ({ event }) => {
            // createTestModel types the step's event by name only; the payload is the model's.
            const { code } = event as Extract<ModelEvent, { type: "coupon.get" }>;
            last = await commands.getCoupon(code);
            expect(last.ok).toBe(code === "WELCOME10");
          },
          "coupon.apply": async ({ event }) => {
            const { code } = event as Extract<ModelEvent, { type: "coupon.apply" }>;
            last = await commands.applyCoupon(code ?? undefined);
          },
          "coupon.remove": async () => {
            last = await commands.removeCoupon();
          },
          "member.signIn": async () => {
            // The sign-in answer names the member's cart (the guest cart merged into it on the server).
            const memberCart = api.seedCart([{ productId: 2, qty: 2 }]);
            last = await commands.adopt(memberCart);
            expect(last).toEqual({ ok: true });
            expect(context().cartId).toBe(memberCart);
          },
          "member.signOut": async () => {
            last = await commands.adopt(null);
            expect(last).toEqual({ ok: true });
          },
        },
      });
    });
  }
});

type Command = keyof CartCommands;
const onExistingCart: [Command, (c: CartCommands, lineId: number) => Promise<CartOutcome>][] = [
  ["load", (c) => c.load()],
  ["updateItem", (c, id) => c.updateItem(id, 2)],
  ["removeItem", (c, id) => c.removeItem(id)],
  ["clear", (c) => c.clear()],
  ["applyCoupon", (c) => c.applyCoupon("WELCOME10")],
  ["removeCoupon", (c) => c.removeCoupon()],
  ["applyShipping", (c) => c.applyShipping("standard")],
  ["preCheck", (c) => c.preCheck()],
];

describe("cart machine failures (each command on a cart the server forgot, and with the network down)", () => {
  for (const [name, run] of onExistingCart) {
    it(`${name}: a forgotten cart is dropped and the shopper starts fresh`, async () => {
      const id = api.seedCart([{ productId: 1, qty: 1 }]);
      localStorage.setItem(CART_ID_KEY, id);
      const { commands, context } = await mount();
      await badge(1);
      api.forgetCarts();
      const outcome = await run(commands, context().cart!.items[0]!.cart_item_id);
      // A load simply finds no cart; a change says the cart had expired.
      expect(outcome).toEqual(name === "load" ? { ok: true } : { ok: false, code: "cart_not_found" });
      expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
      await badge(0);
    });

    it(`${name}: a network failure keeps the cart and reports network_error`, async () => {
      const id = api.seedCart([{ productId: 1, qty: 1 }]);
      localStorage.setItem(CART_ID_KEY, id);
      const { commands, context } = await mount();
      api.failNetwork();
      const outcome = await run(commands, context().cart!.items[0]!.cart_item_id);
      expect(outcome).toEqual({ ok: false, code: "network_error" });
      expect(localStorage.getItem(CART_ID_KEY)).toBe(id);
      expect(context().failure?.code).toBe("network_error");
      await badge(1);
    });
  }

  it("a stored id the server does not know is dropped when the layout loads it", async () => {
    localStorage.setItem(CART_ID_KEY, "00000000-0000-4000-8000-999999999999");
    const { context } = await mount();
    expect(context().cartId).toBeNull();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
  });

  it("adding to a forgotten cart makes a new cart and keeps the received coupon", async () => {
    const id = api.seedCart([{ productId: 1, qty: 1 }]);
    localStorage.setItem(CART_ID_KEY, id);
    const { commands, context } = await mount();
    await commands.getCoupon("WELCOME10");
    api.forgetCarts();
    expect(await commands.addItem(2, 3)).toEqual({ ok: true });
    expect(context().cartId).not.toBe(id);
    expect(localStorage.getItem(CART_ID_KEY)).toBe(context().cartId);
    expect(context().tempCoupon?.code).toBe("WELCOME10");
    await badge(3);
  });

  it("adding more than the stock is refused with insufficient_stock and changes nothing", async () => {
    const { commands, context } = await mount();
    expect(await commands.addItem(1, 6)).toEqual({ ok: false, code: "insufficient_stock" });
    expect(context().cart).toBeNull();
    expect(localStorage.getItem(CART_ID_KEY)).toBeNull();
  });

  it("commands that need a cart fail at once without one; loading without one fetches nothing", async () => {
    const { commands } = await mount();
    expect(await commands.applyCoupon()).toEqual({ ok: false, code: "cart_not_found" });
    expect(await commands.load()).toEqual({ ok: true });
    expect(api.requests).toEqual([]);
  });

  it("quick changes made while a request is in flight all land, in order", async () => {
    const id = api.seedCart([{ productId: 2, qty: 1 }]);
    localStorage.setItem(CART_ID_KEY, id);
    const { commands, context } = await mount();
    const line = context().cart!.items[0]!.cart_item_id;
    await Promise.all([commands.updateItem(line, 2), commands.updateItem(line, 3), commands.addItem(1, 1), commands.updateItem(line, 4)]);
    expect(api.requests.filter((r) => !r.startsWith("GET"))).toEqual([
      "PATCH /api/cart", "PATCH /api/cart", "POST /api/cart", "PATCH /api/cart",
    ]);
    await badge(5);
  });
});
