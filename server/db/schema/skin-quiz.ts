import { integer, jsonb, pgTable, timestamp } from "drizzle-orm/pg-core";
import type { QuizAnswers } from "#contract/skin-quiz.ts";
import { members } from "./member.ts";

/** A member's kept skin-quiz result: the answers, from which the profile and routine are rebuilt. */
export const skinProfiles = pgTable("skin_profiles", {
  memberId: integer("member_id").primaryKey().references(() => members.id, { onDelete: "cascade" }),
  answers: jsonb("answers").$type<QuizAnswers>().notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});
