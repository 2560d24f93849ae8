-- E-mail changes: a confirmation token (accounts without a password confirm from the current address)
-- and a revert token mailed to the old address, each carrying the address it is about.
ALTER TYPE "public"."token_purpose" ADD VALUE 'email-change';--> statement-breakpoint
ALTER TYPE "public"."token_purpose" ADD VALUE 'email-revert';--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "email" text;--> statement-breakpoint
CREATE INDEX "one_time_tokens_email_idx" ON "one_time_tokens" USING btree (lower("email")) WHERE "one_time_tokens"."email" is not null;--> statement-breakpoint
-- Social links are https: URLs only: drop any other stored value, so a customer can send back what they read.
UPDATE "customers" SET "social_links" = (
  SELECT coalesce(jsonb_object_agg(key, value), '{}'::jsonb)
  FROM jsonb_each("social_links")
  WHERE jsonb_typeof(value) = 'string' AND value #>> '{}' ~* '^https://[^\s/?#@]+'
) WHERE "social_links" <> '{}'::jsonb;
