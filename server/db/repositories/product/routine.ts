import { and, eq, gt, inArray } from "drizzle-orm";
import type { Locale } from "#contract/locale.ts";
import type { ProductSummary } from "#contract/product.ts";
import { skinProfile, type QuizAnswers, type Routine } from "#contract/skin-quiz.ts";
import type { Database } from "#db/database.ts";
import { brands, categories, products } from "#db/schema/index.ts";
import { buildRoutine, type RoutineCandidate } from "#domain/routine.ts";
import { summaryColumns, toSummary } from "./summary.ts";

type Candidate = RoutineCandidate & { summary: ProductSummary };

/**
 * The skin quiz's routine from the real catalog: products in stock of the profile's slots (no gifts),
 * chosen by the pure rules of server/domain/routine.ts.
 */
export async function quizRoutine(db: Database, answers: QuizAnswers, locale: Locale): Promise<Routine> {
  const profile = skinProfile(answers);
  const rows = await db.select({ ...summaryColumns, concerns: products.concerns, soldCount: products.soldCount })
    .from(products)
    .innerJoin(brands, eq(brands.id, products.brandId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(and(inArray(categories.slug, profile.slots), gt(products.stock, 0), eq(products.isGift, false)));
  const candidates: Candidate[] = rows.map((row) => ({
    id: row.id, slug: row.slug, category: row.categorySlug, concerns: row.concerns, price: row.price, stock: row.stock,
    rating: Number(row.rating), soldCount: row.soldCount, summary: toSummary(row, locale),
  }));
  const built = buildRoutine(profile, candidates);
  return {
    steps: built.steps.map((step) => ({
      slot: step.slot, pick: step.pick.summary, alternative: step.alternative?.summary ?? null,
    })),
    total: built.total,
    budget: profile.budget,
    missing: built.missing,
  };
}
