// "Tell me when it is back": one request per e-mail and product, confirmed through a mailed link (double opt-in,
// decision 0184), limited per IP and per address, and one mail through the outbox when stock returns.
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

/** Opens the confirmation link of the newest mail (listOutbox answers newest first) to `email`; answers the page. */
async function confirmByMail(email: string) {
  const mails = await listOutbox(t.db.db, { to: email });
  const link = /https?:\/\/[^/\s]+(\/api\/product\/notify\/confirm\?token=\S+)/.exec(mails[0]?.body ?? "");
  if (!link?.[1]) throw new Error(`no confirmation link mailed to ${email}`);
  return t.app.inject({ method: "GET", url: link[1] });
}

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
    expect((await confirmByMail("ploy@example.com")).statusCode).toBe(200);
    expect((await confirmByMail("ben@example.com")).statusCode).toBe(200);

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

describe("double opt-in", () => {
  it("mails a confirmation link in the shopper's language; unconfirmed addresses get no restock mail", async () => {
    const p = await firstWithStock(t, 5);
    await setStock(t, p.id, 0);
    await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "dao@example.com" }, "th");
    await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "stranger@example.com" }, "en");
    const [ask] = await listOutbox(t.db.db, { to: "dao@example.com" });
    expect(ask?.subject).toBe("ยืนยันการแจ้งเตือนเมื่อสินค้ากลับมา");
    expect(ask?.body).toContain(p.name_th);
    const page = await confirmByMail("dao@example.com");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("ยืนยันอีเมลเรียบร้อยแล้ว");
    expect(page.body).toContain('<a href="/th">เลือกซื้อสินค้าต่อ</a>'); // the way back, into the Thai shop

    await restock(t.db.db, p.id, 3);
    await notifyRestock(t.db.db, { productId: p.id });
    const toStranger = await listOutbox(t.db.db, { to: "stranger@example.com" });
    expect(toStranger.map((m) => m.subject)).toEqual(["Confirm your back-in-stock alert"]);
    expect((await listOutbox(t.db.db, { to: "dao@example.com" }))[0]?.subject).toContain(p.name_th);
  });

  it("a forged or altered link answers a clear 400 and confirms nothing", async () => {
    const p = await firstWithStock(t, 0, 0);
    await call(t, "POST", "/api/product/notify", { product_id: p.id, email: "mod@example.com" });
    const [ask] = await listOutbox(t.db.db, { to: "mod@example.com" });
    const token = /token=(\S+)/.exec(ask?.body ?? "")?.[1] ?? "";
    const altered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const [bad, lang, text] of [[altered, "en", "not valid"], ["1.x", "th", "ลิงก์ยืนยันนี้ไม่ถูกต้อง"]]) {
      const res = await t.app.inject({ method: "GET", url: `/api/product/notify/confirm?token=${bad}`,
        headers: { "accept-language": lang ?? "en" } });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.token[0]).toContain(text);
    }
    expect((await waitingRows(p.id)).find((r) => r.email === "mod@example.com")).toBeDefined();
    const [row] = await queryRows<{ confirmed_at: Date | null }>(t.db.db, sql`
      SELECT confirmed_at FROM stock_notifications WHERE email = 'mod@example.com'`);
    expect(row?.confirmed_at).toBeNull();
  });
});

describe("rate limits", () => {
  const ask = (productId: number, email: string, ip: string) => t.app.inject({ method: "POST",
    url: "/api/product/notify", payload: { product_id: productId, email }, remoteAddress: ip,
    headers: { "accept-language": "th" } });

  it("one IP cannot ask for many addresses: 429 in the shopper's language, nothing stored or mailed", async () => {
    const p = await firstWithStock(t, 0, 0);
    const answers: number[] = [];
    for (let i = 0; i < 25; i++) answers.push((await ask(p.id, `many${i}@example.com`, "198.51.100.7")).statusCode);
    expect(answers.filter((s) => s === 200)).toHaveLength(20);
    const refused = await ask(p.id, "many99@example.com", "198.51.100.7");
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: "rate_limited", message: expect.stringMatching(/[\u0E00-\u0E7F]/) });
    expect(await listOutbox(t.db.db, { to: "many99@example.com" })).toHaveLength(0);
    expect((await waitingRows(p.id)).some((r) => r.email === "many99@example.com")).toBe(false);
  });

  it("one address cannot be asked for again and again, even from many IPs", async () => {
    const products = [await firstWithStock(t, 0, 0)];
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) {
      answers.push((await ask(products[0]?.id ?? 0, "target@example.com", `203.0.113.${i + 1}`)).statusCode);
    }
    expect(answers.slice(0, 5).every((s) => s === 200)).toBe(true);
    expect(answers.slice(5)).toEqual([429, 429]);
    expect((await listOutbox(t.db.db, { to: "target@example.com" })).length).toBeLessThanOrEqual(5);
  });
});
