// Cross-member access: a member can never read or change another member's profile, addresses or
// phone. Another member's address id answers 404 (never 403, so ids reveal nothing), and the owner's data is unchanged.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Address } from "#contract/user.ts";
import { queryRows } from "#db/database.ts";
import { startApp, type TestApp } from "./harness.ts";
import { createTestMember, type TestMember } from "./members.ts";
import { addressInput, as, geoChain, type GeoChain } from "./user-fixtures.ts";

let t: TestApp;
let geo: GeoChain;
let a: TestMember;
let b: TestMember;
let aShipping: Address;
let aBilling: Address;

async function snapshot(memberId: number) {
  const member = await queryRows(t.db.db, sql`
    SELECT email, first_name, last_name, birth_date, phone_e164, phone_verified_at, password_hash FROM members
    WHERE id = ${memberId}`);
  const addresses = await queryRows(t.db.db, sql`SELECT * FROM addresses WHERE member_id = ${memberId} ORDER BY id`);
  return { member, addresses };
}

beforeAll(async () => {
  t = await startApp();
  geo = await geoChain(t);
  a = await createTestMember(t.app, { firstName: "Alice" });
  b = await createTestMember(t.app, { firstName: "Bob" });
  await as(t, a.auth, "POST", "/api/user/phone", { phone: { country_code: "TH", number: "0861112222" } });
  aShipping = (await as(t, a.auth, "POST", "/api/user/address",
    addressInput(geo, { first_name: "Alice" }))).body.data as Address;
  aBilling = (await as(t, a.auth, "POST", "/api/user/address",
    { kind: "billing", copy_from_id: aShipping.id })).body.data as Address;
  await as(t, b.auth, "POST", "/api/user/address", addressInput(geo, { first_name: "Bob" }));
});
afterAll(async () => {
  await t.close();
});

describe("another member's addresses", () => {
  it("B cannot read, edit or delete A's addresses: 404 not_found, in B's language, and A's rows are unchanged",
    async () => {
    const before = await snapshot(a.id);
    for (const id of [aShipping.id, aBilling.id]) {
      for (const locale of ["en", "th"] as const) {
        const read = await as(t, b.auth, "GET", `/api/user/address/${id}`, undefined, locale);
        const edit = await as(t, b.auth, "PATCH", `/api/user/address/${id}`,
          addressInput(geo, { first_name: "Mallory", is_default: true }), locale);
        const remove = await as(t, b.auth, "DELETE", `/api/user/address/${id}`, undefined, locale);
        for (const reply of [read, edit, remove]) {
          expect(reply.status).toBe(404);
          expect(reply.body.code).toBe("not_found");
          expect(JSON.stringify(reply.body)).not.toContain("Alice");
          if (locale === "th") expect(reply.body.message).toMatch(/[\u0E00-\u0E7F]/);
        }
      }
    }
    // The answer for A's id is the same as for an id nobody has.
    const unknown = await as(t, b.auth, "GET", "/api/user/address/999999");
    const theirs = await as(t, b.auth, "GET", `/api/user/address/${aShipping.id}`);
    expect(theirs.body).toEqual(unknown.body);
    expect(await snapshot(a.id)).toEqual(before);
  });

  it("B cannot copy A's shipping address into B's billing", async () => {
    const reply = await as(t, b.auth, "POST", "/api/user/address", { kind: "billing", copy_from_id: aShipping.id });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toHaveProperty("copy_from_id");
    const list = await as(t, b.auth, "GET", "/api/user/address");
    expect((list.body.data as { billing: Address[] }).billing).toEqual([]);
  });

  it("B's list holds only B's addresses; A's list only A's", async () => {
    const bList = (await as(t, b.auth, "GET", "/api/user/address")).body.data as { shipping: Address[];
      billing: Address[] };
    expect([...bList.shipping, ...bList.billing].map((x) => x.first_name)).toEqual(["Bob"]);
    const aList = (await as(t, a.auth, "GET", "/api/user/address")).body.data as { shipping: Address[];
      billing: Address[] };
    expect([...aList.shipping, ...aList.billing].map((x) => x.id).sort()).toEqual([aShipping.id, aBilling.id].sort());
  });
});

describe("no member id from the request", () => {
  it("ids in bodies or queries are refused or ignored: B's calls only ever touch B", async () => {
    const before = await snapshot(a.id);
    const profile = await as(t, b.auth, "POST", "/api/user",
      { id: a.id, first_name: "X", last_name: "Y", birth_date: null, email: b.email });
    expect(profile.status).toBe(400);
    expect(profile.body.errors).toHaveProperty("id");
    const phone = await as(t, b.auth, "POST", "/api/user/phone",
      { member_id: a.id, phone: { country_code: "TH", number: "0861112223" } });
    expect(phone.status).toBe(400);
    const me = await as(t, b.auth, "GET", `/api/user/me?id=${a.id}&member_id=${a.id}`);
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ id: b.id, first_name: "Bob" });
    const otp = await as(t, b.auth, "POST", "/api/user/otp/phone/request", { member_id: a.id });
    expect(otp.status).toBe(400);
    // B cannot take A's e-mail either.
    const email = await as(t, b.auth, "POST", "/api/user",
      { first_name: "X", last_name: "Y", birth_date: null, email: a.email });
    expect(email.status).toBe(409);
    expect(await snapshot(a.id)).toEqual(before);
    const sms =
      await queryRows<{ n: number }>(t.db.db, sql`SELECT count(*)::int AS n FROM outbox WHERE "to" = '+66861112222'`);
    expect(Number(sms[0]?.n)).toBe(0);
  });

  it("B deleting B's account leaves A untouched", async () => {
    const before = await snapshot(a.id);
    const c = await createTestMember(t.app);
    await as(t, c.auth, "POST", "/api/user/address", addressInput(geo));
    expect((await as(t, c.auth, "POST", "/api/user/delete-account", { confirm: true })).status).toBe(200);
    expect(await snapshot(a.id)).toEqual(before);
    expect((await as(t, a.auth, "GET", "/api/user/me")).status).toBe(200);
  });
});
