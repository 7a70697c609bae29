import { asc, desc, eq, sql } from "drizzle-orm";
import { validate } from "superstruct";
import type { Country, Faq, MenuItem, Place, PostalCode, Seo, Sitewide, StoreInfo,
  SubDistrict } from "#contract/general.ts";
import { inLocale, type Locale } from "#contract/locale.ts";
import { seoTarget } from "#domain/crawl.ts";
import type { Database } from "../database.ts";
import { derivedSeo } from "./crawl.ts";
import {
  branches, countries, faqs, menuItems, seoRecords, sitewideAlerts, socialLinks, storeSettings, thDistricts,
  thProvinces, thSubDistricts,
} from "../schema/index.ts";
import { STORE_CONTACT_KEY, StoreContactRecord } from "../store-contact.ts";

const collators = { en: new Intl.Collator("en"), th: new Intl.Collator("th") };

/**
 * Prepared statements for the hot paths (menu on every page, SEO on detail pages), created once per database.
 * The driver re-prepares per pooled connection as needed.
 */
function prepare(db: Database) {
  return {
    menu: db.select().from(menuItems).orderBy(asc(menuItems.parentId), asc(menuItems.sort), asc(menuItems.id))
      .prepare("general_menu"),
    seo: db.select().from(seoRecords).where(eq(seoRecords.path, sql.placeholder("path"))).limit(1)
      .prepare("general_seo"),
  };
}
const prepared = new WeakMap<Database, ReturnType<typeof prepare>>();
function statements(db: Database) {
  let s = prepared.get(db);
  if (!s) prepared.set(db, (s = prepare(db)));
  return s;
}

/** "/th/blog/x/" -> "blog/x": no slashes at the ends, no locale prefix, no query. Home is "". */
export function normalizeSeoPath(path: string): string {
  const clean = path.split(/[?#]/)[0]?.replace(/^\/+|\/+$/g, "") ?? "";
  return clean.replace(/^(en|th)(\/|$)/, "");
}

/** The SEO record of a path; a product or post without one gets a head from its own data; anything else is empty. */
export async function findSeo(db: Database, path: string, locale: Locale): Promise<Seo> {
  const normalized = normalizeSeoPath(path);
  const [row] = await statements(db).seo.execute({ path: normalized });
  if (!row) {
    const target = seoTarget(normalized);
    return (target && (await derivedSeo(db, target, locale))) ?? { title: "", description: "", keywords: [] };
  }
  return {
    title: inLocale(locale, row.titleEn, row.titleTh),
    description: inLocale(locale, row.descriptionEn, row.descriptionTh),
    keywords: inLocale(locale, row.keywordsEn, row.keywordsTh),
  };
}

export async function findSitewide(db: Database, locale: Locale): Promise<Sitewide> {
  const [row] = await db.select().from(sitewideAlerts).orderBy(desc(sitewideAlerts.updatedAt), desc(sitewideAlerts.id))
    .limit(1);
  if (!row) return { enabled: false, guests_only: false, text: "" };
  return { enabled: row.enabled, guests_only: row.guestsOnly, text: inLocale(locale, row.textEn, row.textTh) };
}

export async function listCountries(db: Database): Promise<Country[]> {
  const rows = await db.select().from(countries).orderBy(asc(countries.sort), asc(countries.name));
  return rows.map((c) => ({ code: c.code, emoji: c.emoji, unicode: c.unicode, name: c.name, dialCode: c.dialCode }));
}

/** Builds the tree from one flat, ordered read. */
export async function menuTree(db: Database, locale: Locale): Promise<MenuItem[]> {
  const rows = await statements(db).menu.execute();
  const nodes = new Map<number, MenuItem>();
  for (const r of rows) {
    nodes.set(r.id, {
      name: inLocale(locale, r.nameEn, r.nameTh), link: r.link, child: [], for_desktop: r.forDesktop,
      for_mobile: r.forMobile,
    });
  }
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id);
    if (!node) continue;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    (parent ? parent.child : roots).push(node);
  }
  return roots;
}

export async function listFaqs(db: Database, locale: Locale): Promise<Faq[]> {
  const rows = await db.select().from(faqs).orderBy(asc(faqs.sort), asc(faqs.id));
  return rows.map((f) => ({
    id: f.id, category: inLocale(locale, f.categoryEn, f.categoryTh),
    question: inLocale(locale, f.questionEn, f.questionTh),
    answer: inLocale(locale, f.answerEn, f.answerTh),
  }));
}

export async function storeInfo(db: Database, locale: Locale): Promise<StoreInfo> {
  const [setting] = await db.select().from(storeSettings).where(eq(storeSettings.key, STORE_CONTACT_KEY));
  const [, contact] = validate(setting?.value, StoreContactRecord);
  const branchRows = await db.select().from(branches).orderBy(asc(branches.sort), asc(branches.id));
  const socialRows = await db.select().from(socialLinks).orderBy(asc(socialLinks.sort), asc(socialLinks.id));
  return {
    contact: {
      phone: contact?.phone ?? "", email: contact?.email ?? "", line: contact?.line ?? "",
      hours: contact ? inLocale(locale, contact.hours_en, contact.hours_th) : "",
      address: contact ? inLocale(locale, contact.address_en, contact.address_th) : "",
    },
    branches: branchRows.map((b) => ({
      id: b.id, name: inLocale(locale, b.nameEn, b.nameTh), address: inLocale(locale, b.addressEn, b.addressTh),
      hours: inLocale(locale, b.hoursEn, b.hoursTh), phone: b.phone, map_url: b.mapUrl,
    })),
    social: socialRows.map((s) => ({ name: s.name, url: s.url })),
  };
}

function sortedPlaces<T extends { name: string }>(items: T[], locale: Locale): T[] {
  return items.sort((a, b) => collators[locale].compare(a.name, b.name));
}

export async function listProvinces(db: Database, locale: Locale): Promise<Place[]> {
  const rows = await db.select().from(thProvinces);
  return sortedPlaces(rows.map((r) => ({ id: r.id, name: inLocale(locale, r.nameEn, r.nameTh) })), locale);
}

export async function listDistricts(db: Database, provinceId: number, locale: Locale): Promise<Place[]> {
  const rows = await db.select().from(thDistricts).where(eq(thDistricts.provinceId, provinceId));
  return sortedPlaces(rows.map((r) => ({ id: r.id, name: inLocale(locale, r.nameEn, r.nameTh) })), locale);
}

export async function listSubDistricts(db: Database, districtId: number, locale: Locale): Promise<SubDistrict[]> {
  const rows = await db.select().from(thSubDistricts).where(eq(thSubDistricts.districtId, districtId));
  return sortedPlaces(
    rows.map((r) => ({ id: r.id, name: inLocale(locale, r.nameEn, r.nameTh), postal_code: r.postalCode })),
    locale,
  );
}

export async function listPostalCodes(db: Database, subDistrictId: number): Promise<PostalCode[]> {
  const [row] = await db.select({ codes: thSubDistricts.postalCodes }).from(thSubDistricts)
    .where(eq(thSubDistricts.id, subDistrictId));
  return (row?.codes ?? []).map((code) => ({ code }));
}
