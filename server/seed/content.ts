import type { Database } from "#db/database.ts";
import {
  blogPosts, branches, faqs, menuItems, seoRecords, sitewideAlerts, socialLinks, storeSettings,
} from "#db/schema/index.ts";
import { insertInBatches } from "./batches.ts";
import * as data from "./data/index.ts";
import type { MenuSeed } from "./data/types.ts";
import { STORE_CONTACT_KEY, type StoreContactRecord } from "#db/store-contact.ts";


async function insertMenu(db: Database, items: MenuSeed[], parentId: number | null): Promise<void> {
  for (const [sort, item] of items.entries()) {
    const [row] = await db.insert(menuItems).values({
      parentId, sort, nameEn: item.name_en, nameTh: item.name_th, link: item.link,
      forDesktop: item.for_desktop, forMobile: item.for_mobile,
    }).returning({ id: menuItems.id });
    if (row && item.children?.length) await insertMenu(db, item.children, row.id);
  }
}

export async function seedMenu(db: Database): Promise<void> {
  await insertMenu(db, data.menu, null);
}

export async function seedContent(db: Database): Promise<void> {
  await db.insert(sitewideAlerts).values({
    enabled: data.sitewide.enabled, guestsOnly: data.sitewide.guests_only,
    textEn: data.sitewide.text_en, textTh: data.sitewide.text_th,
  });
  await insertInBatches(db, seoRecords, data.seo.map((s) => ({
    path: s.path, titleEn: s.title_en, titleTh: s.title_th, descriptionEn: s.description_en,
    descriptionTh: s.description_th, keywordsEn: [...s.keywords_en], keywordsTh: [...s.keywords_th],
  })));
  await insertInBatches(db, faqs, data.faqs.map((f, sort) => ({
    sort, categoryEn: f.category_en, categoryTh: f.category_th, questionEn: f.question_en,
    questionTh: f.question_th, answerEn: f.answer_en, answerTh: f.answer_th,
  })));
  await insertInBatches(db, blogPosts, data.blogPosts.map((p) => ({
    slug: p.slug, titleEn: p.title_en, titleTh: p.title_th, excerptEn: p.excerpt_en, excerptTh: p.excerpt_th,
    bodyEn: p.body_en, bodyTh: p.body_th, publishedAt: new Date(p.published_at), coverColor: p.cover_color,
    tags: [...p.tags],
  })));
  await insertInBatches(db, branches, data.branches.map((b, sort) => ({
    sort, nameEn: b.name_en, nameTh: b.name_th, addressEn: b.address_en, addressTh: b.address_th,
    hoursEn: b.hours_en, hoursTh: b.hours_th, phone: b.phone, mapUrl: b.map_url,
  })));
  await insertInBatches(db, socialLinks, data.socialLinks.map((s, sort) => ({ sort, name: s.name, url: s.url })));
  await db.insert(storeSettings).values({ key: STORE_CONTACT_KEY,
    value: { ...data.storeContact } satisfies StoreContactRecord })
    .onConflictDoNothing();
}
