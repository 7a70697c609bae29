// Helpers for the /api/user suites (user, address, otp, idor): calls with a member's token, geo picked from the seed.
import { sql } from "drizzle-orm";
import { queryRows } from "#db/database.ts";
import { inLanguage, type TestApp } from "./harness.ts";

export type Reply = {
  status: number;
  body: Record<string, unknown> & { code?: string; message?: string; data?: unknown; errors?: Record<string, string[]>;
    attempts_left?: number; retry_after?: number };
  headers: Record<string, unknown>;
};

export type Auth = Record<string, string>;

/** One request through inject(), with the member's Authorization header (or none) in a language. */
export async function as(
  t: TestApp, auth: Auth, method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: unknown,
  locale: "en" | "th" = "en",
): Promise<Reply> {
  const res = await t.app.inject({
    method, url, headers: { ...inLanguage(locale), ...auth },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

export type GeoChain = {
  province: { id: number; name_en: string; name_th: string };
  district: { id: number; name_en: string; name_th: string };
  sub_district: { id: number; name_en: string; name_th: string; postal_code: string };
};

/** A province -> district -> sub-district chain with a postal code, the n-th one by sub-district id. */
export async function geoChain(t: TestApp, n = 0): Promise<GeoChain> {
  const [row] = await queryRows<Record<string, string | number>>(t.db.db, sql`
    SELECT p.id AS pid, p.name_en AS pen, p.name_th AS pth, d.id AS did, d.name_en AS den, d.name_th AS dth,
      s.id AS sid, s.name_en AS sen, s.name_th AS sth, s.postal_code
    FROM th_sub_districts s JOIN th_districts d ON d.id = s.district_id JOIN th_provinces p ON p.id = d.province_id
    WHERE s.postal_code <> '' ORDER BY p.id, d.id, s.id OFFSET ${n * 997} LIMIT 1`);
  if (!row) throw new Error("no seeded geo");
  return {
    province: { id: Number(row.pid), name_en: String(row.pen), name_th: String(row.pth) },
    district: { id: Number(row.did), name_en: String(row.den), name_th: String(row.dth) },
    sub_district: { id: Number(row.sid), name_en: String(row.sen), name_th: String(row.sth),
      postal_code: String(row.postal_code) },
  };
}

/** A valid shipping AddressInput in that chain. */
export function addressInput(geo: GeoChain, overrides: Record<string, unknown> = {}) {
  return {
    kind: "shipping",
    place_type: "home",
    first_name: "Nok",
    last_name: "Tester",
    phone: { country_code: "TH", number: "081 234 5678" },
    street_address: "99/1 Sukhumvit Soi 11",
    province_id: geo.province.id,
    district_id: geo.district.id,
    sub_district_id: geo.sub_district.id,
    postal_code: geo.sub_district.postal_code,
    ...overrides,
  };
}

/** Rows of a table for one member (to prove nothing changed, or that everything went). */
export async function countWhere(t: TestApp, table: "addresses" | "auth_tokens" | "otp_codes" | "carts" | "reviews"
  | "social_accounts" | "password_resets", memberId: number): Promise<number> {
  const [row] =
    await queryRows<{ n: number }>(t.db.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE member_id = ${memberId}`);
  return Number(row?.n ?? 0);
}
