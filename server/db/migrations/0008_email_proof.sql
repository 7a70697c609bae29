ALTER TABLE "members" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- docs/decisions/0077: members who exist only through a provider (no password) and whose provider account carries
-- their e-mail signed up with a provider-verified e-mail: proven since that link. Members with a password start
-- unproven (a reset through the mailed link proves them), also when a provider was linked to them before this rule.
UPDATE "members" AS m SET "email_verified_at" = s."linked_at"
FROM (
  SELECT "member_id", "email", min("created_at") AS "linked_at" FROM "social_accounts" GROUP BY "member_id", "email"
) AS s
WHERE s."member_id" = m."id" AND lower(s."email") = m."email" AND m."password_hash" IS NULL;
