// "No input makes the server answer 5xx": every general, blog and media route, fed hostile values.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => {
  await t.close();
});

const VALUES = [
  "", "%00", "-1", "0", "1e999", "NaN", "2147483648", "99999999999999999999", "%F0%9F%92%A9", "%ED%A0%80",
  "'%20OR%201=1%20--", "..%2F..%2Fetc%2Fpasswd", "a".repeat(5000), "%5B%5D", "th", "<script>",
];
const QUERIES: [string, string][] = [
  ["/api/general/menu", "locale"],
  ["/api/general/location/province/all", "x"],
  ["/api/general/location/district/all", "province_id"],
  ["/api/general/location/sub-district/all", "district_id"],
  ["/api/general/location/postal-code/all", "sub_district_id"],
  ["/api/blog/", "page"],
  ["/api/blog/", "per_page"],
  ["/media/product/some-product.svg", "v"],
];
const PATHS = ["/api/blog/", "/media/product/"];
const BODIES = [
  "{}", "[]", "null", "true", '"x"', "1e999", '{"path":null}', '{"path":["a"]}', '{"path":{"$gt":""}}',
  '{"path":"\\ud800"}', '{"path":"x","path":"y"}', '{"__proto__":{"path":"x"}}', '{"constructor":{"prototype":{}}}',
  "{".repeat(5000), `{"path":"${"é".repeat(600)}"}`,
];

describe("hostile input never causes a 5xx", () => {
  it("query values", async () => {
    for (const [url, name] of QUERIES) {
      for (const value of VALUES) {
        const res = await t.app.inject({ method: "GET", url: `${url}?${name}=${value}` });
        expect(res.statusCode, `${url}?${name}=${value.slice(0, 40)}`).toBeLessThan(500);
      }
    }
  });

  it("path segments", async () => {
    for (const base of PATHS) {
      for (const value of VALUES) {
        for (const suffix of ["", ".svg"]) {
          const res = await t.app.inject({ method: "GET", url: `${base}${value}${suffix}` });
          expect(res.statusCode, `${base}${value.slice(0, 40)}${suffix}`).toBeLessThan(500);
        }
      }
    }
  });

  it("JSON bodies", async () => {
    for (const payload of BODIES) {
      const res = await t.app.inject({
        method: "POST", url: "/api/general/seo", headers: { "content-type": "application/json" }, payload,
      });
      expect(res.statusCode, payload.slice(0, 60)).toBeLessThan(500);
      expect(res.json()).toHaveProperty(res.statusCode === 200 ? "data" : "code");
    }
  });

  it("odd headers", async () => {
    for (const headers of [
      { "accept-language": "ไทย;q=abc,,,;;" }, { "accept-language": "x".repeat(8000) },
      { "content-type": "application/json; charset=latin1" }, { "content-type": "application/json", "content-length": "5" },
    ]) {
      const res = await t.app.inject({ method: "POST", url: "/api/general/seo", headers, payload: '{"path":""}' });
      expect(res.statusCode, JSON.stringify(headers).slice(0, 60)).toBeLessThan(500);
    }
  });
});
