import { eq, sql } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import { isSavedAddress, type AddressChoice } from "#contract/checkout.ts";
import { queryRows, type Database } from "#db/database.ts";
import { checkInput, type AddressFieldProblem } from "#db/repositories/member/addresses.ts";
import { branches, type OrderAddressRecord, type PlaceRecord } from "#db/schema/index.ts";

/** Why an address of the order was refused, per field (relative to the address: `province_id`, `address_id`, …). */
export type AddressProblem = AddressFieldProblem | "saved_address" | "sign_in_for_saved";

export type ResolvedAddress =
  | { ok: true; record: OrderAddressRecord }
  | { ok: false; errors: Record<string, AddressProblem> };

type Row = {
  place_type: OrderAddressRecord["place_type"]; first_name: string; last_name: string; phone_e164: string;
  street_address: string; postal_code: string;
  province_id: number; province_en: string; province_th: string; district_id: number; district_en: string;
  district_th: string; sub_district_id: number; sub_district_en: string; sub_district_th: string;
};

const NAMES = sql`p.name_en AS province_en, p.name_th AS province_th, d.name_en AS district_en,
  d.name_th AS district_th, s.name_en AS sub_district_en, s.name_th AS sub_district_th`;

const place = (id: number, en: string, th: string): PlaceRecord => ({ id: Number(id), name_en: en, name_th: th });

function toRecord(r: Row): OrderAddressRecord {
  return {
    place_type: r.place_type, first_name: r.first_name, last_name: r.last_name, phone_e164: r.phone_e164,
    street_address: r.street_address, postal_code: r.postal_code,
    province: place(r.province_id, r.province_en, r.province_th),
    district: place(r.district_id, r.district_en, r.district_th),
    sub_district: place(r.sub_district_id, r.sub_district_en, r.sub_district_th),
  };
}

/** One of the member's own saved addresses, with the cascade's names in both languages; undefined if not theirs. */
async function savedAddress(db: Database, memberId: number, id: number): Promise<OrderAddressRecord | undefined> {
  const [row] = await queryRows<Row>(db, sql`
    SELECT a.place_type, a.first_name, a.last_name, a.phone_e164, a.street_address, a.postal_code,
      a.province_id, a.district_id, a.sub_district_id, ${NAMES}
    FROM addresses a JOIN th_provinces p ON p.id = a.province_id JOIN th_districts d ON d.id = a.district_id
      JOIN th_sub_districts s ON s.id = a.sub_district_id
    WHERE a.id = ${id} AND a.member_id = ${memberId}`);
  return row ? toRecord(row) : undefined;
}

/**
 * An address of the order as the order keeps it. A typed address passes the address book's checks link by link
 * (province, district in it, sub-district in that, post code of the sub-district; a valid mobile number); a saved
 * one must be the signed-in member's own.
 */
export async function resolveAddress(
  db: Database, choice: AddressChoice, memberId: number | null,
): Promise<ResolvedAddress> {
  if (isSavedAddress(choice)) {
    if (memberId === null) return { ok: false, errors: { address_id: "sign_in_for_saved" } };
    const record = await savedAddress(db, memberId, choice.address_id);
    return record ? { ok: true, record } : { ok: false, errors: { address_id: "saved_address" } };
  }
  const checked = await checkInput(db, { ...choice, kind: "shipping" });
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const v = checked.value;
  return {
    ok: true,
    record: {
      place_type: v.placeType, first_name: v.firstName, last_name: v.lastName, phone_e164: v.phoneE164,
      street_address: v.street, postal_code: v.postalCode, ...checked.places,
    },
  };
}

/** A pickup branch's name in `locale` (undefined when there is no such branch). */
export async function branchName(db: Database, branchId: number | null, locale: Locale): Promise<string | undefined> {
  if (branchId === null) return undefined;
  const [row] = await db.select({ en: branches.nameEn, th: branches.nameTh }).from(branches)
    .where(eq(branches.id, branchId));
  return row ? (locale === "th" ? row.th : row.en) : undefined;
}
