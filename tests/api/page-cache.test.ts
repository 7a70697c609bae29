// The server-rendered page cache (decision 0141): one render per page while fresh, dropped with the catalog.
import { describe, expect, it } from "vitest";
import type { Database } from "#db/database.ts";
import { CATALOG_TTL_MS, cachedPage, invalidateCatalog } from "#db/repositories/product/cache.ts";

const page = (html: string) => ({ html, styles: "", data: "{}" });

function counter() {
  let renders = 0;
  const render = (html: string) => async () => {
    renders++;
    return page(html);
  };
  return { render, count: () => renders };
}

describe("cachedPage", () => {
  it("renders a page once for concurrent and repeated requests while it is fresh, then again", async () => {
    const db = {} as Database;
    const { render, count } = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cachedPage(db, "en /", render("home"), 1000)));
    expect(answers.map((a) => a?.html)).toEqual(["home", "home", "home"]);
    await cachedPage(db, "en /", render("home"), 1000 + CATALOG_TTL_MS - 1);
    expect(count()).toBe(1);
    await cachedPage(db, "th /", render("หน้าแรก"), 1000);
    expect(count()).toBe(2);
    expect((await cachedPage(db, "en /", render("home, later"), 1000 + CATALOG_TTL_MS))?.html).toBe("home, later");
  });

  it("renders again after any catalog write", async () => {
    const db = {} as Database;
    const { render, count } = counter();
    await cachedPage(db, "en /product/serum", render("before"), 1000);
    invalidateCatalog(db);
    expect((await cachedPage(db, "en /product/serum", render("after"), 1001))?.html).toBe("after");
    expect(count()).toBe(2);
  });

  it("keeps no failed render", async () => {
    const db = {} as Database;
    expect(await cachedPage(db, "en /faq", async () => null, 1000)).toBeNull();
    expect((await cachedPage(db, "en /faq", async () => page("faq"), 1001))?.html).toBe("faq");
  });

  it("drops the oldest pages when the rendered pages outgrow their memory", async () => {
    const db = {} as Database;
    const big = "x".repeat(5_000_000);
    for (const key of ["a", "b", "c", "d", "e", "f"]) await cachedPage(db, key, async () => page(big), 1000);
    const { render, count } = counter();
    await cachedPage(db, "f", render("f"), 1001);
    expect(count()).toBe(0);
    await cachedPage(db, "a", render("a"), 1001);
    expect(count()).toBe(1);
  });
});
