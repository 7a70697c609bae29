import { sql, type SQL } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import { parsePhone } from "#contract/phone.ts";
import {
  MAX_ADDRESSES_PER_KIND, type Address, type AddressInput, type AddressKind, type CopyAddressInput, type PlaceType,
} from "#contract/user.ts";
import { queryRows, type Database } from "#db/database.ts";
import type { PlaceRecord } from "#db/schema/index.ts";
import { storedPhone } from "./user-view.ts";

// "My Shipping" (spec §3 Address form): a member's shipping and billing addresses in the Thai cascade. Every call is
// keyed on the member id from the token, so another member's address id is simply not found.

/** Why a field was refused: the route turns these into messages in the shopper's language. */
export type AddressFieldProblem =
  | "province_unknown" | "district_outside" | "sub_district_outside" | "postal_code_mismatch" | "phone" | "copy_source";

export type AddressOutcome =
  | { ok: true; address: Address }
  | { ok: false; code: "not_found" }
  | { ok: false; code: "limit" }
  | { ok: false; code: "invalid"; errors: Record<string, AddressFieldProblem> };

type Row = {
  id: number; kind: AddressKind; place_type: PlaceType; first_name: string; last_name: string; phone_e164: string;
  street_address: string; province_id: number; province_name: string; district_id: number; district_name: string;
  sub_district_id: number; sub_district_name: string; postal_code: string; is_default: boolean;
  created_at: Date | string;
};

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function toAddress(r: Row): Address {
  const phone = storedPhone(r.phone_e164, null);
  return {
    id: Number(r.id),
    kind: r.kind,
    place_type: r.place_type,
    first_name: r.first_name,
    last_name: r.last_name,
    phone: phone ?? { country_code: "", national_number: r.phone_e164, formatted: r.phone_e164, e164: r.phone_e164 },
    street_address: r.street_address,
    province: { id: Number(r.province_id), name: r.province_name },
    district: { id: Number(r.district_id), name: r.district_name },
    sub_district: { id: Number(r.sub_district_id), name: r.sub_district_name },
    postal_code: r.postal_code,
    is_default: Boolean(r.is_default),
    created_at: iso(r.created_at),
  };
}

function selectAddresses(db: Database, locale: Locale, where: SQL): Promise<Row[]> {
  const name = (alias: string) => sql.raw(`${alias}.${locale === "th" ? "name_th" : "name_en"}`);
  return queryRows<Row>(db, sql`
    SELECT a.id, a.kind, a.place_type, a.first_name, a.last_name, a.phone_e164, a.street_address,
      a.province_id, ${name("p")} AS province_name, a.district_id, ${name("d")} AS district_name,
      a.sub_district_id, ${name("s")} AS sub_district_name, a.postal_code, a.is_default, a.created_at
    FROM addresses a
    JOIN th_provinces p ON p.id = a.province_id
    JOIN th_districts d ON d.id = a.district_id
    JOIN th_sub_districts s ON s.id = a.sub_district_id
    WHERE ${where}
    ORDER BY a.is_default DESC, a.created_at DESC, a.id DESC`);
}

/** Both lists, each with the default first, then newest first. Names in the request's language. */
export async function listAddresses(db: Database, memberId: number,
  locale: Locale): Promise<{ shipping: Address[]; billing: Address[] }> {
  const rows = await selectAddresses(db, locale, sql`a.member_id = ${memberId}`);
  const all = rows.map(toAddress);
  return { shipping: all.filter((a) => a.kind === "shipping"), billing: all.filter((a) => a.kind === "billing") };
}

/** One of the member's addresses, or null (unknown id, or another member's). */
export async function getAddress(db: Database, memberId: number, id: number, locale: Locale): Promise<Address | null> {
  const [row] = await selectAddresses(db, locale, sql`a.member_id = ${memberId} AND a.id = ${id}`);
  return row ? toAddress(row) : null;
}

export type Checked = {
  kind: AddressKind; placeType: PlaceType; firstName: string; lastName: string; phoneE164: string; street: string;
  provinceId: number; districtId: number; subDistrictId: number; postalCode: string; isDefault: boolean | undefined;
};

/** The checked cascade's places, named in both languages (orders keep them: repositories/order/address.ts). */
export type CheckedPlaces = { province: PlaceRecord; district: PlaceRecord; sub_district: PlaceRecord };

type GeoRow = {
  province: number | null; district_province: number | null; sub_district_district: number | null;
  postal_code: string | null; postal_codes: string[] | string | null;
  p_en: string | null; p_th: string | null; d_en: string | null; d_th: string | null; s_en: string | null;
  s_th: string | null;
};

/**
 * The cascade must hold together: the province exists, the district is in it, the sub-district is in the district
 * and the postal code is one of the sub-district's. Each broken link is reported on its own field.
 */
export async function checkInput(db: Database, input: AddressInput): Promise<
  { ok: true; value: Checked; places: CheckedPlaces } | { ok: false; errors: Record<string, AddressFieldProblem> }
> {
  const errors: Record<string, AddressFieldProblem> = {};
  const phone = parsePhone(input.phone.number, input.phone.country_code);
  if (!phone) errors["phone"] = "phone";
  const [geo] = await queryRows<GeoRow>(db, sql`
    SELECT p.id AS province, d.province_id AS district_province, s.district_id AS sub_district_district, s.postal_code,
      s.postal_codes, p.name_en AS p_en, p.name_th AS p_th, d.name_en AS d_en, d.name_th AS d_th, s.name_en AS s_en,
      s.name_th AS s_th
    FROM (SELECT 1) AS one
      LEFT JOIN th_provinces p ON p.id = ${input.province_id}
      LEFT JOIN th_districts d ON d.id = ${input.district_id}
      LEFT JOIN th_sub_districts s ON s.id = ${input.sub_district_id}`);
  const provinceOk = geo?.province != null;
  const districtOk = geo?.district_province != null && Number(geo.district_province) === input.province_id;
  const subDistrictOk = geo?.sub_district_district != null && Number(geo.sub_district_district) === input.district_id;
  if (!provinceOk) errors["province_id"] = "province_unknown";
  if (!districtOk) errors["district_id"] = "district_outside";
  if (!subDistrictOk) errors["sub_district_id"] = "sub_district_outside";
  if (subDistrictOk && geo) {
    const codes = postalList(geo.postal_codes);
    if (geo.postal_code) codes.push(geo.postal_code);
    if (!codes.includes(input.postal_code)) errors["postal_code"] = "postal_code_mismatch";
  } else {
    // Without a real sub-district there is nothing the postal code could match.
    errors["postal_code"] ??= "postal_code_mismatch";
  }
  if (Object.keys(errors).length || !phone || !geo) return { ok: false, errors };
  const named = (id: number, en: string | null, th: string | null): PlaceRecord => ({ id, name_en: en ?? "",
    name_th: th ?? "" });
  return {
    ok: true,
    value: {
      kind: input.kind, placeType: input.place_type, firstName: input.first_name.trim(),
      lastName: input.last_name.trim(),
      phoneE164: phone.e164, street: input.street_address.trim(), provinceId: input.province_id,
      districtId: input.district_id, subDistrictId: input.sub_district_id, postalCode: input.postal_code,
      isDefault: input.is_default,
    },
    places: {
      province: named(input.province_id, geo.p_en, geo.p_th), district: named(input.district_id, geo.d_en, geo.d_th),
      sub_district: named(input.sub_district_id, geo.s_en, geo.s_th),
    },
  };
}

/** text[] comes back as an array from both drivers; a literal like "{10110,10120}" is read too, to be safe. */
function postalList(value: string[] | string | null): string[] {
  if (Array.isArray(value)) return [...value];
  if (typeof value === "string") return value.replace(/^\{|\}$/g, "").split(",").filter(Boolean);
  return [];
}

async function copySource(db: Database, memberId: number, input: CopyAddressInput): Promise<Checked | null> {
  const [row] = await queryRows<{
    place_type: PlaceType; first_name: string; last_name: string; phone_e164: string; street_address: string;
    province_id: number; district_id: number; sub_district_id: number; postal_code: string;
  }>(db, sql`
    SELECT place_type, first_name, last_name, phone_e164, street_address, province_id, district_id, sub_district_id,
    postal_code
    FROM addresses WHERE id = ${input.copy_from_id} AND member_id = ${memberId} AND kind = 'shipping'`);
  if (!row) return null;
  return {
    kind: "billing", placeType: row.place_type, firstName: row.first_name, lastName: row.last_name,
    phoneE164: row.phone_e164, street: row.street_address, provinceId: Number(row.province_id),
    districtId: Number(row.district_id), subDistrictId: Number(row.sub_district_id), postalCode: row.postal_code,
    isDefault: input.is_default,
  };
}

/** Serialises a member's address writes of one kind (the member row is the lock: it always exists while they write). */
async function lockMember(tx: Database, memberId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(tx, sql`SELECT id FROM members WHERE id = ${memberId} FOR UPDATE`);
  return rows.length > 0;
}

/**
 * Adds an address (a full AddressInput, or a billing address copied from one of the member's shipping addresses).
 * The first address of a kind becomes the default; `is_default` moves the default to the new one in the same
 * transaction. At most MAX_ADDRESSES_PER_KIND of each kind.
 */
export async function createAddress(
  db: Database, memberId: number, input: AddressInput | CopyAddressInput, locale: Locale,
): Promise<AddressOutcome> {
  let value: Checked;
  if ("copy_from_id" in input) {
    const source = await copySource(db, memberId, input);
    if (!source) return { ok: false, code: "invalid", errors: { copy_from_id: "copy_source" } };
    value = source;
  } else {
    const checked = await checkInput(db, input);
    if (!checked.ok) return { ok: false, code: "invalid", errors: checked.errors };
    value = checked.value;
  }
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (!(await lockMember(tx, memberId))) return null;
    const [counts] = await queryRows<{ n: number; defaults: number }>(tx, sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults
      FROM addresses WHERE member_id = ${memberId} AND kind = ${value.kind}`);
    if (Number(counts?.n ?? 0) >= MAX_ADDRESSES_PER_KIND) return "limit" as const;
    const makeDefault = value.isDefault === true || Number(counts?.defaults ?? 0) === 0;
    if (makeDefault) {
      await tx.execute(sql`UPDATE addresses SET is_default = false, updated_at = now()
        WHERE member_id = ${memberId} AND kind = ${value.kind} AND is_default`);
    }
    const [row] = await queryRows<{ id: number }>(tx, sql`
      INSERT INTO addresses (member_id, kind, place_type, first_name, last_name, phone_e164, street_address,
        province_id, district_id, sub_district_id, postal_code, is_default)
      VALUES (${memberId}, ${value.kind}, ${value.placeType}, ${value.firstName}, ${value.lastName}, ${value.phoneE164},
        ${value.street}, ${value.provinceId}, ${value.districtId}, ${value.subDistrictId}, ${value.postalCode},
        ${makeDefault})
      RETURNING id`);
    return row ? Number(row.id) : null;
  });
  if (id === "limit") return { ok: false, code: "limit" };
  if (id === null) return { ok: false, code: "not_found" };
  const address = await getAddress(db, memberId, id, locale);
  return address ? { ok: true, address } : { ok: false, code: "not_found" };
}

/**
 * Replaces one of the member's addresses with a whole AddressInput. Its kind may change (a shipping address becomes
 * a billing one) within the limit. `is_default: true` moves the default here; `false` on the default hands it to the
 * newest other address of the kind (there is always one default while a kind has addresses); absent keeps the flag.
 */
export async function updateAddress(
  db: Database, memberId: number, id: number, input: AddressInput, locale: Locale,
): Promise<AddressOutcome> {
  const existing = await getAddress(db, memberId, id, locale);
  if (!existing) return { ok: false, code: "not_found" };
  const checked = await checkInput(db, input);
  if (!checked.ok) return { ok: false, code: "invalid", errors: checked.errors };
  const value = checked.value;
  const outcome = await db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (!(await lockMember(tx, memberId))) return "not_found" as const;
    const [current] = await queryRows<{ kind: AddressKind; is_default: boolean }>(tx, sql`
      SELECT kind, is_default FROM addresses WHERE id = ${id} AND member_id = ${memberId}`);
    if (!current) return "not_found" as const;
    const kindChanged = current.kind !== value.kind;
    const [counts] = await queryRows<{ n: number; defaults: number }>(tx, sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE is_default)::int AS defaults
      FROM addresses WHERE member_id = ${memberId} AND kind = ${value.kind} AND id <> ${id}`);
    if (kindChanged && Number(counts?.n ?? 0) >= MAX_ADDRESSES_PER_KIND) return "limit" as const;
    const others = Number(counts?.n ?? 0);
    const otherDefaults = Number(counts?.defaults ?? 0);
    // The flag this address ends with: asked for, else kept (a moved default stays one only where none is set).
    let makeDefault = value.isDefault ?? (kindChanged ? otherDefaults === 0 : Boolean(current.is_default));
    if (others === 0) makeDefault = true; // the only address of its kind is the default
    if (makeDefault) {
      await tx.execute(sql`UPDATE addresses SET is_default = false, updated_at = now()
        WHERE member_id = ${memberId} AND kind = ${value.kind} AND is_default AND id <> ${id}`);
    }
    await tx.execute(sql`
      UPDATE addresses SET kind = ${value.kind}, place_type = ${value.placeType}, first_name = ${value.firstName},
        last_name = ${value.lastName}, phone_e164 = ${value.phoneE164}, street_address = ${value.street},
        province_id = ${value.provinceId}, district_id = ${value.districtId}, sub_district_id = ${value.subDistrictId},
        postal_code = ${value.postalCode}, is_default = ${makeDefault}, updated_at = now()
      WHERE id = ${id} AND member_id = ${memberId}`);
    // Whatever lost its default (this address unflagged, or moved to the other kind) hands it on.
    if (!makeDefault && otherDefaults === 0) await promoteNewest(tx, memberId, value.kind, id);
    if (kindChanged && current.is_default) await promoteNewest(tx, memberId, current.kind);
    return "ok" as const;
  });
  if (outcome !== "ok") return { ok: false, code: outcome };
  const address = await getAddress(db, memberId, id, locale);
  return address ? { ok: true, address } : { ok: false, code: "not_found" };
}

/** Makes the newest address of a kind (other than `exceptId`) the default when the kind has none. */
async function promoteNewest(tx: Database, memberId: number, kind: AddressKind, exceptId = 0): Promise<void> {
  await tx.execute(sql`
    UPDATE addresses SET is_default = true, updated_at = now()
    WHERE id = (
      SELECT id FROM addresses WHERE member_id = ${memberId} AND kind = ${kind} AND id <> ${exceptId}
      ORDER BY created_at DESC, id DESC LIMIT 1)
    AND NOT EXISTS (SELECT 1 FROM addresses WHERE member_id = ${memberId} AND kind = ${kind} AND is_default)`);
}

/** Deletes one of the member's addresses; deleting the default promotes the newest remaining one. */
export async function deleteAddress(db: Database, memberId: number, id: number): Promise<boolean> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Database;
    if (!(await lockMember(tx, memberId))) return false;
    const [gone] = await queryRows<{ kind: AddressKind; is_default: boolean }>(tx, sql`
      DELETE FROM addresses WHERE id = ${id} AND member_id = ${memberId} RETURNING kind, is_default`);
    if (!gone) return false;
    if (gone.is_default) await promoteNewest(tx, memberId, gone.kind);
    return true;
  });
}
