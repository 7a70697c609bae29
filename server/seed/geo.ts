import type { Database } from "#db/database.ts";
import { countries, thDistricts, thProvinces, thSubDistricts } from "#db/schema/index.ts";
import { insertInBatches } from "./batches.ts";
import * as data from "./data/index.ts";
import { loadThaiAddresses } from "./thai-addresses.ts";

export async function seedCountries(db: Database): Promise<void> {
  await insertInBatches(db, countries, data.countries.map((c, sort) => ({
    sort, code: c.code, emoji: c.emoji, unicode: c.unicode, name: c.name, dialCode: c.dialCode,
  })));
}

/** Province -> district -> sub-district, each level inserted in batches and linked by the ids it got back. */
export async function seedThaiAddresses(db: Database): Promise<void> {
  const { provinces, districts, subDistricts } = await loadThaiAddresses();
  const provinceRows = await db.insert(thProvinces)
    .values(provinces.map((p) => ({ code: p.code, nameTh: p.nameTh, nameEn: p.nameEn })))
    .returning({ id: thProvinces.id, nameTh: thProvinces.nameTh });
  const provinceId = new Map(provinceRows.map((r) => [r.nameTh, r.id]));

  const districtId = new Map<string, number>();
  for (let i = 0; i < districts.length; i += 500) {
    const chunk = districts.slice(i, i + 500);
    const rows = await db.insert(thDistricts).values(chunk.map((d) => ({
      provinceId: required(provinceId.get(d.provinceKey), d.provinceKey), code: d.code, nameTh: d.nameTh,
      nameEn: d.nameEn,
    }))).returning({ id: thDistricts.id });
    // RETURNING keeps the VALUES order, so ids line up with the chunk.
    rows.forEach((row, j) => {
      const d = chunk[j];
      if (d) districtId.set(d.key, row.id);
    });
  }

  await insertInBatches(db, thSubDistricts, subDistricts.map((s) => ({
    districtId: required(districtId.get(s.districtKey), s.districtKey), code: s.code, nameTh: s.nameTh,
    nameEn: s.nameEn, postalCode: s.postalCodes[0] ?? "", postalCodes: s.postalCodes,
  })), 1000);
}

function required(id: number | undefined, key: string): number {
  if (id === undefined) throw new Error(`Thai address seed: no parent row for ${key}`);
  return id;
}
