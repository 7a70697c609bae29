import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { array, assert } from "superstruct";
import { dataOf } from "#contract/envelope.ts";
import { Country, Faq, MenuItem, Seo, Sitewide, StoreInfo } from "#contract/general.ts";
import { inLanguage, startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, locale: "en" | "th" = "en") =>
  t.app.inject({ method: "GET", url, headers: inLanguage(locale) });
const hasThai = (s: string) => /[\u0E00-\u0E7F]/.test(s);

describe("POST /api/general/seo", () => {
  const seo = (path: unknown, locale: "en" | "th" = "en") =>
    t.app.inject({ method: "POST", url: "/api/general/seo", headers: inLanguage(locale), payload: { path } });

  it("answers the home record in English and in Thai", async () => {
    const en = await seo("");
    expect(en.statusCode).toBe(200);
    const body = en.json();
    assert(body, dataOf(Seo));
    expect(body.data.title).not.toBe("");
    expect(body.data.keywords.length).toBeGreaterThan(0);
    const th = (await seo("", "th")).json();
    assert(th, dataOf(Seo));
    expect(hasThai(th.data.title)).toBe(true);
    expect(th.data.title).not.toBe(body.data.title);
  });

  it("ignores a leading slash and a locale prefix", async () => {
    const plain = (await seo("faq")).json();
    expect(plain.data.title).not.toBe("");
    expect((await seo("/th/faq/", "en")).json()).toEqual(plain);
  });

  it("answers empty SEO (not 404) for a path without a record", async () => {
    const res = await seo("no/such/page");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { title: "", description: "", keywords: [] } });
  });

  it("rejects a missing or non-string path with field errors", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/general/seo", payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_failed", errors: { path: ["This field is required."] } });
    const wrongType = await seo(42);
    expect(wrongType.statusCode).toBe(400);
    expect(wrongType.json().errors.path).toEqual(["This value is not valid."]);
  });
});

describe("GET /api/general/sitewide", () => {
  it("answers the banner text in the request language", async () => {
    const en = (await get("/api/general/sitewide")).json();
    assert(en, dataOf(Sitewide));
    expect(en.data.enabled).toBe(true);
    expect(en.data.text).not.toBe("");
    // The seeded banner offers 10% for signing up: the shop shows it to guests only.
    expect(en.data.guests_only).toBe(true);
    const th = (await get("/api/general/sitewide", "th")).json();
    expect(hasThai(th.data.text)).toBe(true);
  });
});

describe("GET /api/general/country", () => {
  it("lists countries with code, emoji, unicode, name and dial code, Thailand included", async () => {
    const res = await get("/api/general/country");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assert(body, dataOf(array(Country)));
    expect(body.data.length).toBeGreaterThan(20);
    expect(body.data).toContainEqual(expect.objectContaining({ code: "TH", dialCode: "+66" }));
  });
});

describe("GET /api/general/menu", () => {
  it("answers a tree with children, including New in under Sales and Brand", async () => {
    const body = (await get("/api/general/menu?locale=en")).json();
    assert(body, dataOf(array(MenuItem)));
    const menu = body.data as MenuItem[];
    expect(menu.length).toBeGreaterThan(3);
    expect(menu.some((item) => item.child.length > 0)).toBe(true);
    for (const name of ["Sales", "Brand"]) {
      const item = menu.find((m) => m.name.toLowerCase().startsWith(name.toLowerCase()));
      expect(item, `menu has ${name}`).toBeDefined();
      expect(item?.child.some((c) => /new in/i.test(c.name))).toBe(true);
    }
  });

  it("uses ?locale over Accept-Language, and Accept-Language when there is no ?locale", async () => {
    const th = (await get("/api/general/menu?locale=th", "en")).json();
    expect(hasThai(th.data[0].name)).toBe(true);
    const thHeader = (await get("/api/general/menu", "th")).json();
    expect(thHeader).toEqual(th);
    const en = (await get("/api/general/menu?locale=en", "th")).json();
    expect(hasThai(JSON.stringify(en.data.map((m: MenuItem) => m.name)))).toBe(false);
  });

  it("rejects an unknown locale value", async () => {
    const res = await get("/api/general/menu?locale=fr");
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: "validation_failed", errors: { locale: expect.any(Array) } });
  });
});

describe("GET /api/general/faq/", () => {
  it("answers at least 10 entries, with and without the trailing slash, in both languages", async () => {
    const slash = await get("/api/general/faq/");
    const bare = await get("/api/general/faq");
    expect(slash.statusCode).toBe(200);
    expect(bare.json()).toEqual(slash.json());
    const body = slash.json();
    assert(body, dataOf(array(Faq)));
    expect(body.data.length).toBeGreaterThanOrEqual(10);
    const th = (await get("/api/general/faq/", "th")).json();
    expect(hasThai(th.data[0].question)).toBe(true);
    expect(th.data[0].id).toBe(body.data[0]?.id);
  });
});

describe("GET /api/general/store", () => {
  it("answers contact details, four branches and social links", async () => {
    const body = (await get("/api/general/store")).json();
    assert(body, dataOf(StoreInfo));
    expect(body.data.branches).toHaveLength(4);
    expect(body.data.contact.phone).not.toBe("");
    expect(body.data.social.length).toBeGreaterThan(0);
    const th = (await get("/api/general/store", "th")).json();
    expect(hasThai(th.data.branches[0].address)).toBe(true);
  });
});
