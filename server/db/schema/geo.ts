import { index, integer, pgTable, serial, text } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

/** The phone-prefix country list (spec §3 "Country list entry"). */
export const countries = pgTable("countries", {
  id: serial("id").primaryKey(),
  code: text("code").notNull().unique(),
  emoji: text("emoji").notNull(),
  unicode: text("unicode").notNull(),
  name: text("name").notNull(),
  dialCode: text("dial_code").notNull(),
  sort: integer("sort").notNull().default(0),
});

/** Thai address data from `thai-address-universal`, names in Thai and English. `code` is the geocode. */
export const thProvinces = pgTable("th_provinces", {
  id: serial("id").primaryKey(),
  code: text("code").notNull(),
  nameTh: text("name_th").notNull(),
  nameEn: text("name_en").notNull(),
});

export const thDistricts = pgTable(
  "th_districts",
  {
    id: serial("id").primaryKey(),
    provinceId: integer("province_id").notNull().references(() => thProvinces.id),
    code: text("code").notNull(),
    nameTh: text("name_th").notNull(),
    nameEn: text("name_en").notNull(),
  },
  (t) => [index("th_districts_province_idx").on(t.provinceId)],
);

/**
 * One row per sub-district. A few sub-districts have more than one postal code upstream: `postal_code` is the first,
 * `postal_codes` all of them (empty for a few uninhabited islands).
 */
export const thSubDistricts = pgTable(
  "th_sub_districts",
  {
    id: serial("id").primaryKey(),
    districtId: integer("district_id").notNull().references(() => thDistricts.id),
    code: text("code").notNull(),
    nameTh: text("name_th").notNull(),
    nameEn: text("name_en").notNull(),
    postalCode: text("postal_code").notNull().default(""),
    postalCodes: text("postal_codes").array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [index("th_sub_districts_district_idx").on(t.districtId)],
);
