ALTER TABLE "sitewide_alerts" ADD COLUMN "guests_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The seeded sign-up offer ("New here? Sign up ...") is for guests only: a member already has an account.
UPDATE "sitewide_alerts" SET "guests_only" = true WHERE "text_en" LIKE 'New here? Sign up%';
