import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { products } from "./catalog.ts";

/** "Tell me when it is back": one row per product and e-mail (whatever its case). */
export const stockNotifications = pgTable(
  "stock_notifications",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    /** When the address confirmed through the mailed link (double opt-in); only then is the restock mail sent. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("stock_notifications_product_email_unique").on(t.productId, sql`lower(${t.email})`),
    index("stock_notifications_waiting_idx").on(t.productId).where(sql`${t.notifiedAt} IS NULL`),
  ],
);

/**
 * Outgoing mail and SMS. The offline default: messages are written here (and readable in development); a sender with
 * SMTP or an SMS gateway sets `sent_at` when it delivers.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["mail", "sms"] }).notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull().default(""),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [index("outbox_unsent_idx").on(t.createdAt).where(sql`${t.sentAt} IS NULL`)],
);

/** Product reviews. Text is stored as typed and rendered inert by the browser. `member_id` arrives with accounts. */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").notNull().references(() => products.id, { onDelete: "cascade" }),
    memberId: integer("member_id"),
    authorName: text("author_name").notNull(),
    rating: smallint("rating").notNull(),
    text: text("text").notNull(),
    locale: text("locale").notNull().default("en"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("reviews_product_created_idx").on(t.productId, t.createdAt),
    uniqueIndex("reviews_product_member_unique").on(t.productId, t.memberId),
    check("reviews_rating_range", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/** One reaction per member per review; reacting again with the same kind removes it (a toggle). */
export const reviewReactions = pgTable(
  "review_reactions",
  {
    id: serial("id").primaryKey(),
    reviewId: integer("review_id").notNull().references(() => reviews.id, { onDelete: "cascade" }),
    memberKey: text("member_key").notNull(),
    reaction: text("reaction").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("review_reactions_review_member_unique").on(t.reviewId, t.memberKey)],
);
