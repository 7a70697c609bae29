import { sql } from "drizzle-orm";
import {
  boolean, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex,
} from "drizzle-orm/pg-core";
import { thDistricts, thProvinces, thSubDistricts } from "./geo.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * Members (spec §3 User). `email` is stored lower-cased and unique. `password_hash` is an argon2id PHC string, null
 * for members who only ever signed in through a provider. Deleting a member cascades to tokens, resets, provider
 * links, addresses and OTP codes (spec §6 retention: member data goes on account deletion).
 */
export const members = pgTable(
  "members",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    passwordHash: text("password_hash"),
    /**
     * When the member proved owning the mailbox of `email`: a password reset through the mailed link, or a sign-up
     * through a provider that verified the e-mail. Null until then, and again after the e-mail changes. Only a
     * proven e-mail lets a provider account link to the member by e-mail (docs/decisions/0077).
     */
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    birthDate: date("birth_date", { mode: "string" }),
    /** E.164 ("+66812345678") and the prefix selector's country; verified once the OTP check passes. */
    phoneE164: text("phone_e164"),
    phoneCountry: text("phone_country"),
    phoneVerifiedAt: timestamp("phone_verified_at", { withTimezone: true }),
    memberStatus: text("member_status", { enum: ["member", "exclusive"] }).notNull().default("member"),
    exclusiveUntil: timestamp("exclusive_until", { withTimezone: true }),
    /** The language the member last used; mails and SMS go out in it. */
    locale: text("locale", { enum: ["en", "th"] }).notNull().default("en"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("members_email_unique").on(t.email),
    // One member per verified phone: the LINE points merge keys on it.
    uniqueIndex("members_verified_phone_unique").on(t.phoneE164).where(sql`${t.phoneVerifiedAt} IS NOT NULL`),
  ],
);

/** Bearer tokens: only the SHA-256 of the random token is stored. Logout sets revoked_at. */
export const authTokens = pgTable(
  "auth_tokens",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    remember: boolean("remember").notNull().default(false),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("auth_tokens_hash_unique").on(t.tokenHash), index("auth_tokens_member_idx").on(t.memberId)],
);

/** Password reset tokens: hashed, single use (used_at), one hour. */
export const passwordResets = pgTable(
  "password_resets",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("password_resets_hash_unique").on(t.tokenHash),
    index("password_resets_member_idx").on(t.memberId)],
);

/** A provider account (Google `sub`, Facebook app-scoped id, LINE user id) linked to a member. */
export const socialAccounts = pgTable(
  "social_accounts",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    provider: text("provider", { enum: ["facebook", "google", "line"] }).notNull(),
    subject: text("subject").notNull(),
    email: text("email"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("social_accounts_provider_subject_unique").on(t.provider, t.subject),
    index("social_accounts_member_idx").on(t.memberId),
  ],
);

/** OAuth state + PKCE verifier between request-url and token: single use, short-lived. */
export const oauthStates = pgTable("oauth_states", {
  state: text("state").primaryKey(),
  provider: text("provider", { enum: ["facebook", "google", "line"] }).notNull(),
  codeVerifier: text("code_verifier").notNull(),
  nonce: text("nonce").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * The offline sandbox provider's authorization codes (what the sandbox consent page issues). Exchanged once, with
 * the PKCE verifier, like a real provider's token endpoint.
 */
export const oauthSandboxGrants = pgTable("oauth_sandbox_grants", {
  code: text("code").primaryKey(),
  provider: text("provider", { enum: ["facebook", "google", "line"] }).notNull(),
  subject: text("subject").notNull(),
  email: text("email"),
  emailVerified: boolean("email_verified").notNull().default(true),
  name: text("name").notNull().default(""),
  codeChallenge: text("code_challenge"),
  nonce: text("nonce"),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/** Shipping and billing addresses ("My Shipping"), in the Thai cascade. At most one default per member and kind. */
export const addresses = pgTable(
  "addresses",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["shipping", "billing"] }).notNull(),
    placeType: text("place_type", { enum: ["home", "condo", "work"] }).notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    phoneE164: text("phone_e164").notNull(),
    streetAddress: text("street_address").notNull(),
    provinceId: integer("province_id").notNull().references(() => thProvinces.id),
    districtId: integer("district_id").notNull().references(() => thDistricts.id),
    subDistrictId: integer("sub_district_id").notNull().references(() => thSubDistricts.id),
    postalCode: text("postal_code").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("addresses_member_kind_idx").on(t.memberId, t.kind),
    uniqueIndex("addresses_one_default").on(t.memberId, t.kind).where(sql`${t.isDefault}`),
  ],
);

/** Phone OTP codes: hashed, 5 attempts, 10 minutes; consumed_at once verified. */
export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    memberId: integer("member_id").notNull().references(() => members.id, { onDelete: "cascade" }),
    phoneE164: text("phone_e164").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_member_idx").on(t.memberId, t.createdAt)],
);
