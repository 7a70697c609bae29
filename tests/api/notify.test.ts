// "Tell me when it is back": one request per e-mail and product, and one mail through the outbox when stock returns.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { is } from "superstruct";
import { NotifyResponse } from "#contract/product.ts";
import { queryRows } from "#db/database.ts";
import { listOutbox } from "#db/repositories/outbox.ts";
import { restock } from "#db/repositories/stock.ts";
import { notifyRestock } from "#jobs/notify-restock.ts";
import { call, firstWithStock, setStock } from "./cart-helpers.ts";
import { startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const waitingRows = async (productId: number) =>
  queryRows<{ email: string; notified_at: Date | null }>(t.db.db, sql`
    SELECT email, notified_at FROM stock_notifications WHERE product_id = ${productId} ORDER BY id`);

describe("POST /api/product/notify", () => {
  it("stores one request per e-mail and product, whatever the case typed", async () => {
    const p = await firstWithStock(t, 0, 0);
    const first = await call(t, "POST", "/api/product/notify", { product_id: p.id, email: " Nok@Example.COM " });
    expect(first.status).toBe(200);
    expect(is(first.body, NotifyResponse)).toBe(true);
    expect(first.body.data).toEqual({ product_id: p.id, email: "nok@example.com", created: true });
    const again = await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "nok@example.com" });
    expect(again.body.data).toEqual({ product_id: p.id, email: "nok@example.com", created: false });
    expect((await waitingRows(p.id)).filter((r) => r.email === "nok@example.com")).toHaveLength(1);
  });

  it("refuses bad e-mails and unknown products with a clear 4xx and stores nothing", async () => {
    const p = await firstWithStock(t, 0, 0);
    const before = (await waitingRows(p.id)).length;
    for (const email of ["", "nok", "nok@", "@example.com", "nok@example", "a b@example.com",
      `${"x".repeat(250)}@ex.com`, 42]) {
      const reply = await call(t, "POST", "/api/product/notify", { product_id: p.id, email });
      expect(reply.status, String(email)).toBe(400);
      expect(reply.body.errors).toHaveProperty("email");
    }
    const unknown = await call(t, "POST", "/api/product/notify", { product_id: 999_999, email: "nok@example.com" });
    expect(unknown).toMatchObject({ status: 404, body: { code: "product_not_found" } });
    expect((await waitingRows(p.id)).length).toBe(before);
  });
});

describe("restock and the notify-restock job", () => {
  it("mails each waiting shopper once, in their language, when stock goes from 0 to more", async () => {
    const p = await firstWithStock(t, 5);
    await setStock(t, p.id, 0);
    await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "ploy@example.com" }, "th");
    await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "ben@example.com" }, "en");

    expect(await notifyRestock(t.db.db, { productId: p.id })).toBe(0); // still out of stock: nothing to send

    const change = await restock(t.db.db, p.id, 12);
    expect(change).toEqual({ productId: p.id, before: 0, after: 12, backInStock: true });
    expect(await notifyRestock(t.db.db, { baseUrl: "https://shop.example" })).toBe(2);
    expect(await notifyRestock(t.db.db)).toBe(0); // each request gets one mail

    const [thMail] = await listOutbox(t.db.db, { to: "ploy@example.com" });
    const [enMail] = await listOutbox(t.db.db, { to: "ben@example.com" });
    expect(thMail).toMatchObject({ kind: "mail", sentAt: null });
    expect(thMail?.subject).toContain(p.name_th);
    expect(thMail?.body).toContain("https://shop.example/th/product/detail/");
    expect(enMail?.subject).toBe(`${p.name_en} is back in stock`);
    expect(enMail?.body).toContain("https://shop.example/product/detail/");
    expect((await waitingRows(p.id)).every((r) => r.notified_at !== null)).toBe(true);

    // Asking again after the mail re-arms the request (no second row).
    const rearmed = await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "ben@example.com" });
    expect(rearmed.body.data).toMatchObject({ created: true });
    expect((await waitingRows(p.id)).length).toBe(2);
  });

  it("restock of a product already in stock is not a return to stock; bad quantities throw", async () => {
    const p = await firstWithStock(t, 5);
    expect(await restock(t.db.db, p.id, 1)).toMatchObject({ before: p.stock, after: p.stock + 1, backInStock: false });
    expect(await restock(t.db.db, 999_999, 1)).toBeUndefined();
    await expect(restock(t.db.db, p.id, 0)).rejects.toThrow(RangeError);
    await expect(restock(t.db.db, p.id, 1.5)).rejects.toThrow(RangeError);
  });
});
