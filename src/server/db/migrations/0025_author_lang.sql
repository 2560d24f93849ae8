ALTER TABLE "reviews" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "ticket_messages" ADD COLUMN "lang" text;--> statement-breakpoint
-- Older reviews and messages: the author’s profile language, the best guess of what they wrote in (deleted authors: none).
UPDATE "reviews" AS r SET "lang" = c."lang" FROM "customers" AS c WHERE c."id" = r."customer_id";--> statement-breakpoint
UPDATE "ticket_messages" AS m SET "lang" = c."lang" FROM "customers" AS c WHERE c."id" = m."author_id";
