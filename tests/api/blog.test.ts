import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { array, assert } from "superstruct";
import { BlogPost, BlogPostSummary } from "#contract/blog.ts";
import { dataOf, pageOf } from "#contract/envelope.ts";
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

describe("GET /api/blog/", () => {
  it("lists at least 6 posts, newest first, with page meta", async () => {
    const res = await get("/api/blog/");
    expect(res.statusCode).toBe(200);
    const body = res.json();
    assert(body, pageOf(array(BlogPostSummary)));
    expect(body.meta.total).toBeGreaterThanOrEqual(6);
    expect(body.meta.page).toBe(1);
    const dates = body.data.map((p: BlogPostSummary) => p.published_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await get("/api/blog")).json()).toEqual(body);
  });

  it("pages with page and per_page", async () => {
    const first = (await get("/api/blog/?page=1&per_page=2")).json();
    const second = (await get("/api/blog/?page=2&per_page=2")).json();
    expect(first.data).toHaveLength(2);
    expect(second.meta).toEqual({ page: 2, per_page: 2, total: first.meta.total });
    expect(second.data[0].id).not.toBe(first.data[0].id);
    const beyond = (await get("/api/blog/?page=999&per_page=2")).json();
    expect(beyond.data).toEqual([]);
  });

  it.each(["page=0", "page=abc", "per_page=51", "per_page=-3", "page=1e3"])("rejects %s", async (query) => {
    const res = await get(`/api/blog/?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe("validation_failed");
  });
});

describe("GET /api/blog/:id", () => {
  it("answers a post by id and by slug, in English and Thai", async () => {
    const [first] = (await get("/api/blog/")).json().data as BlogPostSummary[];
    if (!first) throw new Error("no posts");
    const byId = (await get(`/api/blog/${first.id}`)).json();
    assert(byId, dataOf(BlogPost));
    expect(byId.data.body.length).toBeGreaterThan(100);
    const bySlug = (await get(`/api/blog/${first.slug}`)).json();
    expect(bySlug).toEqual(byId);
    const th = (await get(`/api/blog/${first.slug}`, "th")).json();
    expect(th.data.title).not.toBe(byId.data.title);
    expect(/[\u0E00-\u0E7F]/.test(th.data.body)).toBe(true);
  });

  it("answers 404 not_found for an unknown id or slug, 400 for a malformed one", async () => {
    for (const id of ["999999", "no-such-post", "0", "123456789012"]) {
      const res = await get(`/api/blog/${id}`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().code).toBe("not_found");
    }
    const bad = await get("/api/blog/Bad%20Slug!");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe("validation_failed");
  });
});
