import { eq, sql } from "drizzle-orm";
import type { KeptSkinProfile, QuizAnswers } from "#contract/skin-quiz.ts";
import type { Database } from "#db/database.ts";
import { skinProfiles } from "#db/schema/index.ts";

/** A member's kept skin-quiz answers, or null. */
export async function keptSkinProfile(db: Database, memberId: number): Promise<KeptSkinProfile> {
  const [row] = await db.select().from(skinProfiles).where(eq(skinProfiles.memberId, memberId));
  if (!row) return null;
  return { answers: { ...row.answers, concerns: [...row.answers.concerns] }, updated_at: row.updatedAt.toISOString() };
}

/** Keeps (or replaces) the member's skin-quiz answers. */
export async function keepSkinProfile(db: Database, memberId: number, answers: QuizAnswers): Promise<KeptSkinProfile> {
  const value = { ...answers, concerns: [...answers.concerns] };
  await db.insert(skinProfiles).values({ memberId, answers: value })
    .onConflictDoUpdate({ target: skinProfiles.memberId, set: { answers: value, updatedAt: sql`now()` } });
  return keptSkinProfile(db, memberId);
}
