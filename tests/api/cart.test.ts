// The cart: lifecycle, totals by spec §5, shipping, stock rules, pre-check, bad input that changes nothing,
// merging a guest cart, and (on PostgreSQL) concurrent adds of the last unit.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { is } from "superstruct";
import { PreCheckResponse, type CartProductItem } from "#contract/cart.ts";
import { queryRows } from "#db/database.ts";
import { cartAddRows, firstAddRows } from "#db/repositories/cart/add.ts";
import { mergeCarts } from "#workflows/cart/merge-cart.ts";
import { FREE_STANDARD_FROM, SHIPPING_FEES } from "#domain/shipping.ts";
import {
  call, cartOf, countRows, firstWithStock, getCart, newCart, productsWithStock, setPrice, setStock, type Reply,
} from "./cart-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember } from "./members.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const products = (cart: { items: { type: string }[] }) =>
  cart.items.filter((i): i is CartProductItem => i.type === "product");

describe("cart lifecycle", () => {
  it("first add creates a cart with an unguessable id; later adds, updates and removals keep it", async () => {
    const [a, b] = await productsWithStock(t, 10);
    if (!a || !b) throw new Error("need two stocked products");
    const created = await newCart(t, a.id, 1);
    expect(created.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(products(created)).toEqual([expect.objectContaining({ product_id: a.id, qty: 1, total: a.price,
      unit_price: a.price })]);

    let cart = cartOf(await call(t, "POST", "/api/cart", { cart_id: created.id, product_id: b.id, qty: 2 }));
    cart = cartOf(await call(t, "POST", "/api/cart", { cart_id: created.id, product_id: a.id, qty: 2 }));
    expect(cart.id).toBe(created.id);
    expect(products(cart).map((i) => [i.product_id, i.qty])).toEqual([[a.id, 3], [b.id, 2]]);
    expect(cart.item_count).toBe(5);
    expect(cart.subtotal).toBe(3 * a.price + 2 * b.price);

    const lineB = products(cart)[1];
    cart = cartOf(await call(t, "PATCH", "/api/cart", { cart_id: cart.id, cart_item_id: lineB?.cart_item_id, qty: 1 }));
    expect(products(cart)[1]?.qty).toBe(1);

    cart = cartOf(await call(t, "DELETE", `/api/cart?cart_id=${cart.id}&cart_item_id=${lineB?.cart_item_id}`));
    expect(products(cart).map((i) => i.product_id)).toEqual([a.id]);
    expect(await getCart(t, cart.id)).toEqual(cart);

    const cleared = await call(t, "DELETE", `/api/cart/clear?cart_id=${cart.id}`);
    expect(cleared).toEqual({ status: 200, body: { data: { cleared: true } } });
    expect((await call(t, "GET", `/api/cart?cart_id=${cart.id}`)).body.code).toBe("cart_not_found");
  });

  it("names lines in the request language and shows brand and volume as the second line", async () => {
    const p = await firstWithStock(t, 5);
    const cart = await newCart(t, p.id);
    expect(products(await getCart(t, cart.id, "th"))[0]?.name).toBe(p.name_th);
    const en = products(await getCart(t, cart.id, "en"))[0];
    expect(en?.name).toBe(p.name_en);
    expect(en?.desc.length).toBeGreaterThan(0);
  });

  it("accepts an upper-case cart id", async () => {
    const cart = await newCart(t, (await firstWithStock(t, 5)).id);
    expect((await getCart(t, cart.id.toUpperCase())).id).toBe(cart.id);
  });
});

describe("totals and shipping (spec §5)", () => {
  it("charges standard shipping below the free threshold and none from it", async () => {
    const cheap = (await productsWithStock(t, 20)).find((p) => p.price < FREE_STANDARD_FROM / 2);
    if (!cheap) throw new Error("need a cheap product");
    const cart = await newCart(t, cheap.id, 1);
    expect(cart.shipping_method).toBeNull();
    expect(cart.shipping).toBe(SHIPPING_FEES.standard);
    expect(cart.total).toBe(cheap.price + SHIPPING_FEES.standard);
    expect(cart.vat).toBe(Math.round((cart.total * 7) / 107));
    const qty = Math.ceil(FREE_STANDARD_FROM / cheap.price);
    const line = products(cart)[0];
    const big = cartOf(await call(t, "PATCH", "/api/cart",
      { cart_id: cart.id, cart_item_id: line?.cart_item_id, qty }));
    expect(big.shipping).toBe(0);
    expect(big.total).toBe(qty * cheap.price);
  });

  it("applies express, and pickup at a branch for free", async () => {
    const p = await firstWithStock(t, 5);
    const cart = await newCart(t, p.id);
    const express = cartOf(await call(t, "POST", "/api/cart/apply-shipping", { cart_id: cart.id, method: "express" }));
    expect(express).toMatchObject({ shipping_method: "express", shipping: SHIPPING_FEES.express, branch_id: null });
    const store = (await call(t, "GET", "/api/general/store")).body.data as { branches: { id: number }[] };
    const branch = store.branches[0]?.id;
    const pickup = cartOf(await call(t, "POST", "/api/cart/apply-shipping",
      { cart_id: cart.id, method: "pickup", branch_id: branch }));
    expect(pickup).toMatchObject({ shipping_method: "pickup", shipping: 0, branch_id: branch, total: p.price });
  });

  it("refuses pickup without a branch, a branch for delivery, an unknown branch and an unknown method", async () => {
    const cart = await newCart(t, (await firstWithStock(t, 5)).id);
    const before = await getCart(t, cart.id);
    for (const [body, status] of [
      [{ method: "pickup" }, 400], [{ method: "express", branch_id: 1 }, 400],
      [{ method: "pickup", branch_id: 9999 }, 404],
      [{ method: "drone" }, 400],
    ] as const) {
      const reply = await call(t, "POST", "/api/cart/apply-shipping", { cart_id: cart.id, ...body });
      expect(reply.status, JSON.stringify(body)).toBe(status);
    }
    expect(await getCart(t, cart.id)).toEqual(before);
  });

  it("an empty cart (last line removed) costs nothing", async () => {
    const cart = await newCart(t, (await firstWithStock(t, 5)).id);
    const empty =
      cartOf(await call(t, "DELETE", `/api/cart?cart_id=${cart.id}&cart_item_id=${products(cart)[0]?.cart_item_id}`));
    expect(empty).toMatchObject({ items: [], subtotal: 0, shipping: 0, total: 0, vat: 0, item_count: 0 });
  });
});

describe("stock rules", () => {
  it("refuses more than the stock with 409 insufficient_stock and how many are left", async () => {
    const p = await firstWithStock(t, 2, 20);
    const reply = await call(t, "POST", "/api/cart", { product_id: p.id, qty: p.stock + 1 });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe("insufficient_stock");
    expect(reply.body.errors).toEqual({ qty: [`Only ${p.stock} left in stock.`] });

    const cart = await newCart(t, p.id, p.stock);
    const more = await call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: p.id, qty: 1 }, "th");
    expect(more.status).toBe(409);
    expect(more.body).toMatchObject({ code: "insufficient_stock",
      errors: { qty: [`เหลือสินค้าเพียง ${p.stock} ชิ้น`] } });
    const patch = await call(t, "PATCH", "/api/cart", { cart_id: cart.id, cart_item_id: products(cart)[0]?.cart_item_id,
      qty: p.stock + 1 });
    expect(patch.body.code).toBe("insufficient_stock");
    expect(await getCart(t, cart.id)).toEqual(cart);
  });

  it("refuses an out-of-stock product with 409 out_of_stock", async () => {
    const p = await firstWithStock(t, 0, 0);
    const reply = await call(t, "POST", "/api/cart", { product_id: p.id, qty: 1 });
    expect(reply).toMatchObject({ status: 409, body: { code: "out_of_stock" } });
  });

  it("refuses a line above 99 even with more in stock", async () => {
    const p = await firstWithStock(t, 100);
    const cart = await newCart(t, p.id, 99);
    const reply = await call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: p.id, qty: 1 });
    expect(reply).toMatchObject({ status: 422, body: { code: "quantity_invalid" } });
  });
});

describe("pre-check", () => {
  it("passes a healthy cart, then reports stock and price problems per line", async () => {
    const [a, b, c] = await productsWithStock(t, 10);
    if (!a || !b || !c) throw new Error("need three products");
    let cart = await newCart(t, a.id, 3);
    cart = cartOf(await call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: b.id, qty: 1 }));
    cart = cartOf(await call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: c.id, qty: 1 }));
    const ok = await call(t, "POST", "/api/cart/pre-check", { cart_id: cart.id });
    expect(is(ok.body, PreCheckResponse)).toBe(true);
    expect(ok.body.data).toEqual({ ok: true, problems: [] });

    const [la, lb, lc] = products(cart);
    await setStock(t, a.id, 2);
    await setStock(t, b.id, 0);
    await setPrice(t, c.id, c.price + 1000);
    try {
      const problems = (await call(t, "POST", "/api/cart/pre-check", { cart_id: cart.id })).body.data;
      expect(problems).toEqual({
        ok: false,
        problems: [
          { cart_item_id: la?.cart_item_id, product_id: a.id, code: "insufficient_stock", available: 2 },
          { cart_item_id: lb?.cart_item_id, product_id: b.id, code: "out_of_stock", available: 0 },
          { cart_item_id: lc?.cart_item_id, product_id: c.id, code: "price_changed", price: c.price + 1000 },
        ],
      });
      // The cart shows the new price at once; the price change is reported once.
      expect(products(await getCart(t, cart.id))[2]?.unit_price).toBe(c.price + 1000);
      const again = (await call(t, "POST", "/api/cart/pre-check", { cart_id: cart.id })).body.data as {
        problems: { code: string }[] };
      expect(again.problems.map((p) => p.code)).toEqual(["insufficient_stock", "out_of_stock"]);
    } finally {
      await setStock(t, a.id, a.stock);
      await setStock(t, b.id, b.stock);
      await setPrice(t, c.id, c.price);
    }
  });
});

describe("bad input answers a clear 4xx and changes nothing", () => {
  it("quantities: 0, negative, fractional, huge, strings, exponent, missing", async () => {
    const p = await firstWithStock(t, 10);
    const cart = await newCart(t, p.id, 1);
    const line = products(cart)[0]?.cart_item_id;
    const [carts, items] = [await countRows(t, "carts"), await countRows(t, "cart_items")];
    for (const qty of [0, -1, 1.5, 100, 1e9, "2", "1e3", null, true, [], {}, Number.MAX_SAFE_INTEGER]) {
      for (const [method, body] of [
        ["POST", { product_id: p.id, qty }], ["POST", { cart_id: cart.id, product_id: p.id, qty }],
        ["PATCH", { cart_id: cart.id, cart_item_id: line, qty }],
      ] as const) {
        const reply = await call(t, method, "/api/cart", body);
        expect(reply.status, `${method} qty=${JSON.stringify(qty)}`).toBe(400);
        expect(reply.body.code).toBe("validation_failed");
        expect(reply.body.errors).toHaveProperty("qty");
      }
    }
    const missing = await call(t, "POST", "/api/cart", { product_id: p.id });
    expect(missing.body.errors).toHaveProperty("qty");
    expect(await getCart(t, cart.id)).toEqual(cart);
    expect([await countRows(t, "carts"), await countRows(t, "cart_items")]).toEqual([carts, items]);
  });

  it("unknown products: 404 product_not_found, and a refused first add leaves no cart behind", async () => {
    const carts = await countRows(t, "carts");
    const reply = await call(t, "POST", "/api/cart", { product_id: 999_999, qty: 1 }, "th");
    expect(reply).toMatchObject({ status: 404, body: { code: "product_not_found", message: "ไม่พบสินค้านี้" } });
    for (const productId of [0, -5, "abc", 1.5]) {
      expect((await call(t, "POST", "/api/cart", { product_id: productId, qty: 1 })).status).toBe(400);
    }
    expect(await countRows(t, "carts")).toBe(carts);
  });

  it("guessed cart ids are 404 cart_not_found; malformed ones are 400 on every cart call", async () => {
    const p = await firstWithStock(t, 5);
    const guessed = randomUUID();
    const carts = await countRows(t, "carts");
    const calls = (id: unknown) => [
      ["GET", `/api/cart?cart_id=${String(id)}`, undefined],
      ["POST", "/api/cart", { cart_id: id, product_id: p.id, qty: 1 }],
      ["PATCH", "/api/cart", { cart_id: id, cart_item_id: 1, qty: 1 }],
      ["DELETE", `/api/cart?cart_id=${String(id)}&cart_item_id=1`, undefined],
      ["DELETE", `/api/cart/clear?cart_id=${String(id)}`, undefined],
      ["POST", "/api/cart/apply-coupon", { cart_id: id, coupon_code: "WELCOME10" }],
      ["POST", "/api/cart/remove-coupon", { cart_id: id }],
      ["POST", "/api/cart/apply-shipping", { cart_id: id, method: "express" }],
      ["POST", "/api/cart/pre-check", { cart_id: id }],
    ] as const;
    for (const [method, url, body] of calls(guessed)) {
      const reply = await call(t, method, url, body);
      expect(reply.status, `${method} ${url}`).toBe(404);
      expect(reply.body.code).toBe("cart_not_found");
    }
    for (const bad of ["abc", "1", "00000000-0000-0000-0000-000000000000", `${guessed}x`, "' OR 1=1 --", 42]) {
      for (const [method, url, body] of calls(bad)) {
        const reply = await call(t, method, url, body);
        expect(reply.status, `${method} ${url} ${String(bad)}`).toBe(400);
        expect(reply.body.code).toBe("validation_failed");
      }
    }
    expect(await countRows(t, "carts")).toBe(carts);
  });

  it("a line id from another cart is 404 and touches neither cart", async () => {
    const p = await firstWithStock(t, 10);
    const mine = await newCart(t, p.id, 1);
    const theirs = await newCart(t, p.id, 2);
    const theirLine = products(theirs)[0]?.cart_item_id;
    expect((await call(t, "PATCH", "/api/cart", { cart_id: mine.id, cart_item_id: theirLine, qty: 5 })).status)
      .toBe(404);
    expect((await call(t, "DELETE", `/api/cart?cart_id=${mine.id}&cart_item_id=${theirLine}`)).status).toBe(404);
    expect(await getCart(t, mine.id)).toEqual(mine);
    expect(await getCart(t, theirs.id)).toEqual(theirs);
  });

  it("unknown body fields are refused", async () => {
    const p = await firstWithStock(t, 5);
    const reply = await call(t, "POST", "/api/cart", { product_id: p.id, qty: 1, price: 1 });
    expect(reply).toMatchObject({ status: 400, body: { errors: { price: [expect.any(String)] } } });
  });
});

describe("merging a guest cart into a member's cart (repository, for the accounts issue)", () => {
  it("adds quantities up to stock, keeps the member's lines first and deletes the guest cart", async () => {
    const [a, b] = await productsWithStock(t, 3, 10);
    if (!a || !b) throw new Error("need two low-stock products");
    const member = await newCart(t, a.id, a.stock - 1);
    let guest = await newCart(t, a.id, 2);
    guest = cartOf(await call(t, "POST", "/api/cart", { cart_id: guest.id, product_id: b.id, qty: 1 }));
    const outcome = await mergeCarts(t.db.db, guest.id, member.id, null);
    expect(outcome.adjusted).toEqual([{ productId: a.id, wanted: a.stock + 1, kept: a.stock }]);
    const merged = await getCart(t, member.id);
    expect(products(merged).map((i) => [i.product_id, i.qty])).toEqual([[a.id, a.stock], [b.id, 1]]);
    expect((await call(t, "GET", `/api/cart?cart_id=${guest.id}`)).status).toBe(404);
  });
});

// Real row-lock contention: parallel requests on their own pooled connections.
describe("concurrency", () => {
  it("two parallel adds of the last unit into one cart: one wins, the other gets insufficient_stock", async () => {
    const p = await firstWithStock(t, 3, 50);
    await setStock(t, p.id, 1);
    try {
      const other = await firstWithStock(t, 5);
      const cart = await newCart(t, other.id, 1);
      const replies = await Promise.all([1, 2].map(() => call(t, "POST", "/api/cart",
        { cart_id: cart.id, product_id: p.id, qty: 1 })));
      expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(replies.find((r) => r.status === 409)?.body.code).toBe("insufficient_stock");
      const after = await getCart(t, cart.id);
      expect(products(after).find((i) => i.product_id === p.id)?.qty).toBe(1);
      expect(products(after).find((i) => i.product_id === p.id)?.stock).toBe(1);
    } finally {
      await setStock(t, p.id, p.stock);
    }
  });

  it("twenty parallel adds to one cart lose no update", async () => {
    const p = await firstWithStock(t, 40);
    const cart = await newCart(t, (await firstWithStock(t, 5)).id, 1);
    const replies = await Promise.all(Array.from({ length: 20 }, () =>
      call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: p.id, qty: 1 })));
    expect(replies.every((r) => r.status === 200)).toBe(true);
    expect(products(await getCart(t, cart.id)).find((i) => i.product_id === p.id)?.qty).toBe(20);
  });

  it("an add that had to wait for another write answers the cart as that write left it", async () => {
    const [base, other, added] = await productsWithStock(t, 5);
    if (!base || !other || !added) throw new Error("need three stocked products");
    const cart = await newCart(t, base.id, 1);
    let pending: Promise<Reply> | undefined;
    // Another write holds the cart: it adds a line and touches the cart, as every cart write does.
    await t.db.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM carts WHERE id = ${cart.id} FOR UPDATE`);
      await tx.execute(
        sql`INSERT INTO cart_items (cart_id, product_id, qty, unit_price)
          VALUES (${cart.id}, ${other.id}, 2, ${other.price})`);
      await tx.execute(sql`UPDATE carts SET updated_at = now() WHERE id = ${cart.id}`);
      pending = call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: added.id, qty: 1 });
      // The add's statement starts (its snapshot taken) and waits for the lock before this commits.
      await waitForLockWait(t.db.db);
    });
    if (!pending) throw new Error("the add was not sent");
    const answer = cartOf(await pending);
    expect(products(answer).map((l) => [l.product_id, l.qty])).toEqual([[base.id, 1], [other.id, 2], [added.id, 1]]);
  });

  it("parallel adds of different products: every answer holds its own line, the last one holds them all", async () => {
    const [base, ...others] = await productsWithStock(t, 5);
    if (!base) throw new Error("need stocked products");
    const stocked = others.slice(0, 8);
    const cart = await newCart(t, base.id, 1);
    const replies = await Promise.all(stocked.map((p) =>
      call(t, "POST", "/api/cart", { cart_id: cart.id, product_id: p.id, qty: 1 })));
    const answers = replies.map(cartOf);
    answers.forEach((answer, i) => expect(products(answer).some((l) => l.product_id === stocked[i]?.id)).toBe(true));
    // Whichever add committed last answers the whole cart (an answer is never older than the adds before it).
    expect(Math.max(...answers.map((a) => products(a).length))).toBe(stocked.length + 1);
    expect(products(await getCart(t, cart.id))).toHaveLength(stocked.length + 1);
  });
});


// Adds that arrive together share one statement (server/db/batched.ts); each shopper must still get exactly their own
// answer, and a refused add in the same moment must change nothing.
describe("many shoppers adding at the same moment", () => {
  it("adds to different carts: each answer is its own cart, refusals answer their own code and change nothing",
    async () => {
    const [base, ...others] = await productsWithStock(t, 10);
    const scarce = await firstWithStock(t, 3, 50);
    if (!base || others.length < 6) throw new Error("need stocked products");
    const carts: Awaited<ReturnType<typeof newCart>>[] = [];
    for (let i = 0; i < 8; i++) carts.push(await newCart(t, base.id, 1));
    const wanted = others.slice(0, 6).map((p, i) => ({ cart: carts[i]!, product: p, qty: i + 1 }));
    const replies = await Promise.all([
      ...wanted.map((w) => call(t, "POST", "/api/cart", { cart_id: w.cart.id, product_id: w.product.id, qty: w.qty })),
      call(t, "POST", "/api/cart", { cart_id: carts[6]!.id, product_id: 99_999_999, qty: 1 }),
      call(t, "POST", "/api/cart", { cart_id: carts[7]!.id, product_id: scarce.id, qty: scarce.stock + 1 }),
      call(t, "POST", "/api/cart", { cart_id: randomUUID(), product_id: base.id, qty: 1 }),
    ]);
    wanted.forEach((w, i) => {
      const answer = cartOf(replies[i]!);
      expect(answer.id).toBe(w.cart.id);
      expect(products(answer).map((l) => [l.product_id, l.qty])).toEqual([[base.id, 1], [w.product.id, w.qty]]);
    });
    expect(replies.slice(6).map((r) => [r.status, r.body.code])).toEqual([
      [404, "product_not_found"], [409, "insufficient_stock"], [404, "cart_not_found"],
    ]);
    for (const untouched of [carts[6]!, carts[7]!]) {
      expect(products(await getCart(t, untouched.id)).map((l) => [l.product_id, l.qty])).toEqual([[base.id, 1]]);
    }
  });

  it("first adds: every shopper gets a cart of their own, and a refused first add leaves no cart behind", async () => {
    const stocked = (await productsWithStock(t, 10)).slice(0, 12);
    const scarce = await firstWithStock(t, 3, 50);
    const before = await countRows(t, "carts");
    const replies = await Promise.all([
      ...stocked.map((p, i) => call(t, "POST", "/api/cart", { product_id: p.id, qty: (i % 3) + 1 })),
      call(t, "POST", "/api/cart", { product_id: scarce.id, qty: scarce.stock + 1 }),
      call(t, "POST", "/api/cart", { product_id: 99_999_999, qty: 1 }),
    ]);
    const answers = replies.slice(0, stocked.length).map(cartOf);
    expect(new Set(answers.map((a) => a.id)).size).toBe(stocked.length);
    answers.forEach((answer, i) => {
      expect(products(answer).map((l) => [l.product_id, l.qty])).toEqual([[stocked[i]!.id, (i % 3) + 1]]);
    });
    expect(replies.slice(stocked.length).map((r) => [r.status, r.body.code])).toEqual([
      [409, "insufficient_stock"], [404, "product_not_found"],
    ]);
    expect(await countRows(t, "carts")).toBe(before + stocked.length);
    for (const answer of answers) expect((await getCart(t, answer.id)).items).toEqual(answer.items);
  });
});

// The batch statements themselves, several adds in one call, on both databases (the server batches only on
// PostgreSQL, and only when adds arrive together).
describe("the add statements, several adds at once", () => {
  it("answer every add its own rows: written, refused, unknown, someone else's cart", async () => {
    const [base, x, y] = await productsWithStock(t, 10);
    const scarce = await firstWithStock(t, 3, 50);
    if (!base || !x || !y) throw new Error("need stocked products");
    const [guest, other, members, mine, full] = [
      await newCart(t, base.id, 1), await newCart(t, base.id, 2), await newCart(t, base.id, 1),
      await newCart(t, base.id, 1),
      await newCart(t, scarce.id, scarce.stock),
    ];
    const owner = await createTestMember(t.app);
    await t.db.db.execute(sql`UPDATE carts SET member_id = ${owner.id} WHERE id IN (${members.id}, ${mine.id})`);
    const answers = await cartAddRows(t.db.db, [
      { cartId: guest.id, shopper: null, productId: x.id, qty: 2 },
      { cartId: members.id, shopper: null, productId: x.id, qty: 1 },
      { cartId: other.id, shopper: owner.id, productId: base.id, qty: 3 },
      { cartId: full.id, shopper: null, productId: scarce.id, qty: 1 },
      { cartId: randomUUID(), shopper: null, productId: y.id, qty: 1 },
      { cartId: mine.id, shopper: owner.id, productId: y.id, qty: 4 },
    ]);
    const lines = (rows: { product_id: number; qty: number }[]) =>
      rows.map((r) => [Number(r.product_id), Number(r.qty)]);
    expect(answers.map((rows) => lines(rows))).toEqual([
      [[base.id, 1], [x.id, 2]], // a guest cart: its own lines, the new one last
      [], // a member's cart named by a guest: nothing written
      [[base.id, 5]], // a member may add to a guest cart: the line adds up
      [], // beyond stock: nothing written
      [], // unknown cart
      [[base.id, 1], [y.id, 4]], // the member's own cart
    ]);
    expect(answers.flat().every((row) => row.stale === false)).toBe(true);
    expect(products(await getCart(t, full.id)).map((l) => l.qty)).toEqual([scarce.stock]);

    const cartIds = [randomUUID(), randomUUID(), randomUUID()];
    const first = await firstAddRows(t.db.db, [
      { cartId: cartIds[0]!, shopper: null, productId: x.id, qty: 2 },
      { cartId: cartIds[1]!, shopper: null, productId: 99_999_999, qty: 1 },
      { cartId: cartIds[2]!, shopper: owner.id, productId: scarce.id, qty: scarce.stock + 1 },
    ]);
    expect(first.map((row) => row && [Number(row.product_id), row.cart_item_id === null])).toEqual([[x.id, false],
      undefined, [scarce.id, true]]);
    expect(products(await getCart(t, cartIds[0]!)).map((l) => [l.product_id, l.qty])).toEqual([[x.id, 2]]);
    const made = await queryRows<{ id: string }>(t.db.db,
      sql`SELECT id FROM carts WHERE id IN (${cartIds[1]}, ${cartIds[2]})`);
    expect(made).toEqual([]);
  });
});

// The test holds a cart in a transaction and awaits the other carts' answers inside it: they must come while the cart
// is still held.
describe("a cart held by a long write", () => {
  async function heldCartFixture() {
    const [base, added] = await productsWithStock(t, 10);
    if (!base || !added) throw new Error("need two stocked products");
    const held = await newCart(t, base.id, 1);
    const others = [await newCart(t, base.id, 1), await newCart(t, base.id, 2)];
    const add = (cartId: string, qty: number) => call(t, "POST", "/api/cart",
      { cart_id: cartId, product_id: added.id, qty });
    const expectLanded = async (othersAnswers: Reply[], heldAnswer: Promise<Reply> | undefined) => {
      expect(othersAnswers.map((r) => products(cartOf(r)).map((l) => [l.product_id, l.qty]))).toEqual([
        [[base.id, 1], [added.id, 1]], [[base.id, 2], [added.id, 1]],
      ]);
      if (!heldAnswer) throw new Error("the add was not sent");
      expect(products(cartOf(await heldAnswer)).map((l) => [l.product_id, l.qty])).toEqual([[base.id, 1],
        [added.id, 2]]);
    };
    const holding = (work: () => Promise<void>) => t.db.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT id FROM carts WHERE id = ${held.id} FOR UPDATE`);
      await work();
    });
    return { base, held, others, add, expectLanded, holding, lockWait: () => waitForLockWait(t.db.db) };
  }

  it("alone and waiting: it does not hold up adds to other carts, and lands once the write ends", async () => {
    const { held, others, add, expectLanded, holding, lockWait } = await heldCartFixture();
    let heldAnswer: Promise<Reply> | undefined;
    let othersAnswers: Reply[] = [];
    const addToOthers = () => Promise.all(others.map((cart) => add(cart.id, 1)));
    await holding(async () => {
      heldAnswer = add(held.id, 2);
      await lockWait();
      othersAnswers = await addToOthers();
    });
    await expectLanded(othersAnswers, heldAnswer);
  });

  it("in one batch with other carts: the others answer while it is held, and it lands once the write ends",
    async () => {
    const { base, held, others, add, expectLanded, holding } = await heldCartFixture();
    const first = await newCart(t, base.id, 1);
    let heldAnswer: Promise<Reply> | undefined;
    let othersAnswers: Reply[] = [];
    // The first add takes the batch slot, so the held cart's add and the others queue and then run as one batch.
    const sendTogether = async () => {
      const [firstAnswer, heldSent, ...rest] = [add(first.id, 1), add(held.id, 2),
        ...others.map((cart) => add(cart.id, 1))];
      heldAnswer = heldSent;
      othersAnswers = await Promise.all(rest as Promise<Reply>[]);
      expect(cartOf(await (firstAnswer as Promise<Reply>)).id).toBe(first.id);
    };
    await holding(sendTogether);
    await expectLanded(othersAnswers, heldAnswer);
  });
});

/** Waits until some statement in this test's database waits for a lock (the add blocked by the test). */
async function waitForLockWait(db: TestApp["db"]["db"]): Promise<void> {
  for (let i = 0; i < 100; i++) {
    // A row-lock wait waits on the holder's transaction id (a pg_locks row without a database): look at sessions
    // (from outside the holding transaction, which would keep seeing its first snapshot of pg_stat_activity).
    const [row] = await queryRows<{ n: number }>(db, sql`
      SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`);
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("the add never waited for the cart's lock");
}
