// /api/user/address ("My Shipping"): lists with the default first, the Thai cascade checked link by link, names in
// the shopper's language, one default per kind, billing copied from shipping, the per-kind limit.
import { sql } from "drizzle-orm";
import { is } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressListResponse, AddressResponse, MAX_ADDRESSES_PER_KIND, type Address } from "#contract/user.ts";
import { queryRows } from "#db/database.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { addressInput, as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let geo2: GeoChain;
beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t, 0);
  geo2 = await geoChain(t, 3);
});
afterAll(async () => {
  await t.close();
});

async function add(m: TestMember, overrides: Record<string, unknown> = {}): Promise<Address> {
  const reply = await as(t, m.auth, "POST", "/api/user/address", addressInput(geo, overrides));
  expect(reply.status, JSON.stringify(reply.body)).toBe(200);
  expect(is(reply.body, AddressResponse)).toBe(true);
  return reply.body.data as Address;
}

async function list(m: TestMember, locale: "en" | "th" = "en") {
  const reply = await as(t, m.auth, "GET", "/api/user/address", undefined, locale);
  expect(reply.status).toBe(200);
  expect(is(reply.body, AddressListResponse)).toBe(true);
  return reply.body.data as { shipping: Address[]; billing: Address[] };
}

describe("adding and reading addresses", () => {
  it("stores a full address, names the places in the shopper's language and parses the phone", async () => {
    const m = await createTestMember(t.app);
    const a = await add(m, { place_type: "condo", street_address: "  88 Rama IV  " });
    expect(a).toMatchObject({
      kind: "shipping", place_type: "condo", first_name: "Nok", street_address: "88 Rama IV", is_default: true,
      province: { id: geo.province.id, name: geo.province.name_en },
      district: { id: geo.district.id, name: geo.district.name_en },
      sub_district: { id: geo.sub_district.id, name: geo.sub_district.name_en },
      postal_code: geo.sub_district.postal_code,
      phone: { country_code: "TH", e164: "+66812345678", formatted: "081 234 5678" },
    });
    const th = await as(t, m.auth, "GET", `/api/user/address/${a.id}`, undefined, "th");
    expect(th.status).toBe(200);
    expect(th.body.data).toMatchObject({
      province: { name: geo.province.name_th }, district: { name: geo.district.name_th },
      sub_district: { name: geo.sub_district.name_th },
    });
    expect((await list(m, "th")).shipping[0]?.province.name).toBe(geo.province.name_th);
    // A foreign mobile keeps its own country (addresses store only E.164).
    const abroad = await add(m, { phone: { country_code: "GB", number: "07400 123456" } });
    expect(abroad.phone).toEqual({ country_code: "GB", national_number: "7400123456", formatted: "07400 123456",
      e164: "+447400123456" });
  });

  it("makes the first of each kind the default, lists defaults first then newest, and moves the default when asked",
    async () => {
    const m = await createTestMember(t.app);
    const first = await add(m);
    const second = await add(m, { first_name: "Second" });
    expect(second.is_default).toBe(false);
    const third = await add(m, { first_name: "Third", is_default: true });
    expect(third.is_default).toBe(true);
    const bill = await add(m, { kind: "billing", place_type: "work" });
    expect(bill.is_default).toBe(true);
    const lists = await list(m);
    expect(lists.shipping.map((a) => a.id)).toEqual([third.id, second.id, first.id]);
    expect(lists.shipping.filter((a) => a.is_default).map((a) => a.id)).toEqual([third.id]);
    expect(lists.billing.map((a) => a.id)).toEqual([bill.id]);
  });

  it("copies a billing address from one of the member's shipping addresses", async () => {
    const m = await createTestMember(t.app);
    const ship = await add(m, { first_name: "Ship", place_type: "work" });
    const reply = await as(t, m.auth, "POST", "/api/user/address", { kind: "billing", copy_from_id: ship.id });
    expect(reply.status).toBe(200);
    const copy = reply.body.data as Address;
    expect(copy.id).not.toBe(ship.id);
    const { id: _a, created_at: _b, kind: _c, ...sameFields } = ship;
    expect(copy).toMatchObject({ ...sameFields, kind: "billing", is_default: true });
    // A billing address is not a source, and neither is another member's or an unknown id.
    const other = await createTestMember(t.app);
    const theirs = await add(other);
    for (const id of [copy.id, theirs.id, 999_999]) {
      const bad = await as(t, m.auth, "POST", "/api/user/address", { kind: "billing", copy_from_id: id }, "th");
      expect(bad.status, String(id)).toBe(400);
      expect(bad.body.code).toBe("validation_failed");
      expect(bad.body.errors?.copy_from_id?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    }
    const shippingCopy = await as(t, m.auth, "POST", "/api/user/address", { kind: "shipping", copy_from_id: ship.id });
    expect(shippingCopy.status).toBe(400);
    expect((await list(m)).billing).toHaveLength(1);
  });
});

describe("the Thai cascade must hold together", () => {
  it("refuses unknown places and broken links on their own fields, in Thai too, adding nothing", async () => {
    const m = await createTestMember(t.app);
    const cases: [Record<string, unknown>, string[]][] = [
      [{ province_id: 999_999 }, ["district_id", "province_id"]],
      [{ district_id: geo2.district.id }, ["district_id", "postal_code", "sub_district_id"]],
      [{ sub_district_id: geo2.sub_district.id }, ["postal_code", "sub_district_id"]],
      [{ postal_code: geo.sub_district.postal_code === "10100" ? "10200" : "10100" }, ["postal_code"]],
      [{ province_id: geo2.province.id, district_id: geo2.district.id }, ["postal_code", "sub_district_id"]],
      [{ phone: { country_code: "TH", number: "12345" } }, ["phone"]],
    ];
    for (const [overrides, fields] of cases) {
      for (const locale of ["en", "th"] as const) {
        const reply = await as(t, m.auth, "POST", "/api/user/address", addressInput(geo, overrides), locale);
        expect(reply.status, JSON.stringify(overrides)).toBe(400);
        expect(reply.body.code).toBe("validation_failed");
        expect(Object.keys(reply.body.errors ?? {}).sort(), JSON.stringify(overrides)).toEqual(fields);
        if (locale === "th") expect(Object.values(reply.body.errors ?? {}).flat().every((s) =>
          /[\u0E00-\u0E7F]/.test(s))).toBe(true);
        if (locale === "en" && fields.includes("district_id")) {
          expect(reply.body.errors?.district_id).toEqual(["Please choose a district in the selected province."]);
        }
        if (locale === "en" && fields.includes("postal_code")) {
          expect(reply.body.errors?.postal_code).toEqual(
            ["This postal code does not match the selected sub-district."]);
        }
      }
    }
    expect(await list(m)).toEqual({ shipping: [], billing: [] });
  });

  it("refuses bad shapes with field messages: kind, place type, empty names, postal code, unknown fields", async () => {
    const m = await createTestMember(t.app);
    const reply = await as(t, m.auth, "POST", "/api/user/address", addressInput(geo, {
      kind: "office", place_type: "castle", first_name: " ", street_address: "", postal_code: "1010", province_id: "x",
      note: "hi",
    }));
    expect(reply.status).toBe(400);
    expect(Object.keys(reply.body.errors ?? {}).sort()).toEqual(
      ["first_name", "kind", "note", "place_type", "postal_code", "province_id", "street_address"]);
    const empty = await as(t, m.auth, "POST", "/api/user/address", {}, "th");
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.kind?.[0]).toBe("กรุณากรอกข้อมูลช่องนี้");
    expect(await list(m)).toEqual({ shipping: [], billing: [] });
  });
});

describe("editing and deleting", () => {
  it("PATCH replaces the address, and a broken edit changes nothing", async () => {
    const m = await createTestMember(t.app);
    const a = await add(m);
    const reply = await as(t, m.auth, "PATCH", `/api/user/address/${a.id}`,
      addressInput(geo2, { first_name: "Edited", place_type: "work" }));
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({
      id: a.id, first_name: "Edited", place_type: "work", province: { id: geo2.province.id }, is_default: true,
    });
    const edited = (await as(t, m.auth, "GET", `/api/user/address/${a.id}`)).body.data;
    const bad = await as(t, m.auth, "PATCH", `/api/user/address/${a.id}`,
      addressInput(geo2, { sub_district_id: geo.sub_district.id }));
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty("sub_district_id");
    const partial = await as(t, m.auth, "PATCH", `/api/user/address/${a.id}`, { first_name: "Only" });
    expect(partial.status).toBe(400);
    expect((await as(t, m.auth, "GET", `/api/user/address/${a.id}`)).body.data).toEqual(edited);
  });

  it("keeps exactly one default per kind through edits: unflagging hands it to the newest other address", async () => {
    const m = await createTestMember(t.app);
    const first = await add(m);
    const second = await add(m, { first_name: "Second" });
    const flagged = await as(t, m.auth, "PATCH", `/api/user/address/${second.id}`,
      addressInput(geo, { first_name: "Second", is_default: true }));
    expect(flagged.body.data).toMatchObject({ is_default: true });
    let lists = await list(m);
    expect(lists.shipping.map((a) => [a.id, a.is_default])).toEqual([[second.id, true], [first.id, false]]);
    const unflagged = await as(t, m.auth, "PATCH", `/api/user/address/${second.id}`,
      addressInput(geo, { is_default: false }));
    expect(unflagged.body.data).toMatchObject({ is_default: false });
    lists = await list(m);
    expect(lists.shipping.map((a) => [a.id, a.is_default])).toEqual([[first.id, true], [second.id, false]]);
    // The only address of its kind stays the default; moving the default to billing hands shipping's on.
    const moved = await as(t, m.auth, "PATCH", `/api/user/address/${first.id}`, addressInput(geo, { kind: "billing" }));
    expect(moved.body.data).toMatchObject({ kind: "billing", is_default: true });
    lists = await list(m);
    expect(lists.shipping.map((a) => [a.id, a.is_default])).toEqual([[second.id, true]]);
    const lonely = await as(t, m.auth, "PATCH", `/api/user/address/${second.id}`,
      addressInput(geo, { is_default: false }));
    expect(lonely.body.data).toMatchObject({ is_default: true });
  });

  it("DELETE removes the address; deleting the default promotes the newest remaining one", async () => {
    const m = await createTestMember(t.app);
    const oldest = await add(m);
    const middle = await add(m, { first_name: "Middle" });
    const newest = await add(m, { first_name: "Newest" });
    const reply = await as(t, m.auth, "DELETE", `/api/user/address/${oldest.id}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { ok: true } });
    const lists = await list(m);
    expect(lists.shipping.map((a) => [a.id, a.is_default])).toEqual([[newest.id, true], [middle.id, false]]);
    expect((await as(t, m.auth, "GET", `/api/user/address/${oldest.id}`)).status).toBe(404);
    expect((await as(t, m.auth, "DELETE", `/api/user/address/${oldest.id}`)).status).toBe(404);
  });

  it("answers 400 for ids that are not ids and 404 for unknown ones", async () => {
    const m = await createTestMember(t.app);
    for (const id of ["abc", "0", "-1", "1.5", "9999999999"]) {
      expect((await as(t, m.auth, "GET", `/api/user/address/${id}`)).status, id).toBe(400);
    }
    const unknown = await as(t, m.auth, "GET", "/api/user/address/999999", undefined, "th");
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("not_found");
    expect(unknown.body.message).toMatch(/[\u0E00-\u0E7F]/);
  });
});

describe("parallel writes", () => {
  it("parallel adds that each ask to be the default leave exactly one default", async () => {
    const m = await createTestMember(t.app);
    const replies = await Promise.all(Array.from({ length: 6 }, (_, i) =>
      as(t, m.auth, "POST", "/api/user/address", addressInput(geo, { first_name: `P${i}`, is_default: true }))));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const lists = await list(m);
    expect(lists.shipping).toHaveLength(6);
    expect(lists.shipping.filter((a) => a.is_default)).toHaveLength(1);
    expect(lists.shipping[0]?.is_default).toBe(true);
  });

  it("parallel deletes of the default leave one default among what remains", async () => {
    const m = await createTestMember(t.app);
    const made: Address[] = [];
    for (let i = 0; i < 4; i++) made.push(await add(m, { first_name: `D${i}` }));
    const defaultId = made.find((a) => a.is_default)!.id;
    const second = made[1]!.id;
    await Promise.all([
      as(t, m.auth, "DELETE", `/api/user/address/${defaultId}`),
      as(t, m.auth, "DELETE", `/api/user/address/${second}`),
    ]);
    const lists = await list(m);
    expect(lists.shipping).toHaveLength(2);
    expect(lists.shipping.filter((a) => a.is_default)).toHaveLength(1);
  });
});

describe("the per-kind limit", () => {
  it(`allows ${MAX_ADDRESSES_PER_KIND} of a kind and refuses the next with 409, other kind unaffected`, async () => {
    const m = await createTestMember(t.app);
    const values = Array.from({ length: MAX_ADDRESSES_PER_KIND },
      (_, i) => sql`(${m.id}, 'shipping', 'home', 'N', 'T', '+66812345678', ${`street ${i}`},
      ${geo.province.id}, ${geo.district.id}, ${geo.sub_district.id}, ${geo.sub_district.postal_code}, ${i === 0})`);
    await t.db.db.execute(
      sql`INSERT INTO addresses (member_id, kind, place_type, first_name, last_name, phone_e164, street_address,
      province_id, district_id, sub_district_id, postal_code, is_default) VALUES ${sql.join(values, sql`, `)}`);
    const over = await as(t, m.auth, "POST", "/api/user/address", addressInput(geo), "th");
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("address_limit");
    expect(over.body.errors?.kind?.[0]).toContain(String(MAX_ADDRESSES_PER_KIND));
    expect(over.body.errors?.kind?.[0]).toMatch(/[\u0E00-\u0E7F]/);
    expect(over.body.message).toMatch(/[\u0E00-\u0E7F]/);
    const [count] = await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM addresses WHERE member_id = ${m.id}`);
    expect(Number(count?.n)).toBe(MAX_ADDRESSES_PER_KIND);
    expect((await as(t, m.auth, "POST", "/api/user/address", addressInput(geo, { kind: "billing" }))).status).toBe(200);
  });
});
