import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { array, assert } from "superstruct";
import { dataOf } from "#contract/envelope.ts";
import { Place, PostalCode, SubDistrict } from "#contract/general.ts";
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

async function provinceId(nameEn: string): Promise<number> {
  const provinces: Place[] = (await get("/api/general/location/province/all")).json().data;
  const found = provinces.find((p) => p.name === nameEn);
  if (!found) throw new Error(`no province ${nameEn}`);
  return found.id;
}

describe("Thai address cascade", () => {
  it("lists the 77 provinces in English and in Thai", async () => {
    const en = (await get("/api/general/location/province/all")).json();
    assert(en, dataOf(array(Place)));
    expect(en.data).toHaveLength(77);
    expect(en.data.map((p: Place) => p.name)).toContain("Bangkok");
    const th = (await get("/api/general/location/province/all", "th")).json();
    expect(th.data.map((p: Place) => p.name)).toContain("กรุงเทพมหานคร");
  });

  it("filters districts by province, sub-districts by district, postal codes by sub-district", async () => {
    const chiangMai = await provinceId("Chiang Mai");
    const districts = (await get(`/api/general/location/district/all?province_id=${chiangMai}`)).json();
    assert(districts, dataOf(array(Place)));
    const mueang = districts.data.find((d: Place) => d.name === "Mueang Chiang Mai");
    if (!mueang) throw new Error("no Mueang Chiang Mai");
    expect(districts.data.map((d: Place) => d.name)).not.toContain("Pathum Wan"); // a Bangkok district

    const subs = (await get(`/api/general/location/sub-district/all?district_id=${mueang.id}`, "th")).json();
    assert(subs, dataOf(array(SubDistrict)));
    const siPhum = subs.data.find((s: SubDistrict) => s.name === "ศรีภูมิ");
    if (!siPhum) throw new Error("no Si Phum");
    expect(siPhum.postal_code).toBe("50200");

    const codes = (await get(`/api/general/location/postal-code/all?sub_district_id=${siPhum.id}`)).json();
    assert(codes, dataOf(array(PostalCode)));
    expect(codes.data).toEqual([{ code: "50200" }]);
  });

  it("keeps both postal codes of a sub-district that has two", async () => {
    const bangkok = await provinceId("Bangkok");
    const districts: Place[] = (await get(`/api/general/location/district/all?province_id=${bangkok}`,
      "th")).json().data;
    const khlongToei = districts.find((d) => d.name === "คลองเตย");
    expect(khlongToei).toBeDefined();
    const subs: SubDistrict[] = (await get(`/api/general/location/sub-district/all?district_id=${khlongToei?.id}`,
      "th")).json().data;
    const phraKhanong = subs.find((s) => s.name === "พระโขนง");
    const codes = (await get(`/api/general/location/postal-code/all?sub_district_id=${phraKhanong?.id}`)).json().data;
    expect(codes.map((c: PostalCode) => c.code).sort()).toEqual(["10110", "10260"]);
  });

  it("answers an empty list for an unknown parent id", async () => {
    for (const url of [
      "/api/general/location/district/all?province_id=999999",
      "/api/general/location/sub-district/all?district_id=999999",
      "/api/general/location/postal-code/all?sub_district_id=999999",
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json(), url).toEqual({ data: [] });
    }
  });

  it.each([
    ["district/all?province_id=abc", "province_id"],
    ["district/all?province_id=-1", "province_id"],
    ["district/all?province_id=0", "province_id"],
    ["district/all?province_id=1.5", "province_id"],
    ["district/all?province_id=99999999999999999999", "province_id"],
    ["district/all?province_id=1&province_id=2", "province_id"],
    ["district/all", "province_id"],
    ["sub-district/all?district_id=%00", "district_id"],
    ["postal-code/all?sub_district_id=", "sub_district_id"],
  ])("answers 400 validation_failed for a malformed id: %s", async (path, field) => {
    const res = await get(`/api/general/location/${path}`);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe("validation_failed");
    expect(Object.keys(body.errors)).toEqual([field]);
  });

  it("tolerates unrelated query parameters", async () => {
    const res = await get("/api/general/location/province/all?_=12345");
    expect(res.statusCode).toBe(200);
  });
});
