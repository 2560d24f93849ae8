-- Course authoring (issue 12): a status and a version per course, prices per currency, versions of
-- sections and lessons, draft revisions of published courses, rich-text lesson bodies.
ALTER TYPE "public"."lesson_kind" ADD VALUE IF NOT EXISTS 'attachment';--> statement-breakpoint
ALTER TYPE "public"."lesson_kind" ADD VALUE IF NOT EXISTS 'quiz';--> statement-breakpoint
CREATE TYPE "public"."course_status" AS ENUM('draft', 'in_review', 'published', 'rejected', 'unpublished');--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" "course_status" DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "requirements" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "title_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "is_free" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "courses" SET "status" = CASE WHEN "is_published" THEN 'published'::course_status ELSE 'draft'::course_status END, "is_free" = ("price" = 0);--> statement-breakpoint
CREATE INDEX "courses_status_idx" ON "courses" USING btree ("status") WHERE "status" = 'in_review';--> statement-breakpoint
-- is_published (which the catalogue's indexes use) follows status, and status follows is_published
-- when only that is written (older code and tests); a course inserted with a price is not free.
CREATE OR REPLACE FUNCTION academy_course_status_sync() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.is_published THEN NEW.status := 'published';
    ELSIF NEW.status = 'published' THEN NEW.is_published := true;
    END IF;
    IF NEW.price > 0 THEN NEW.is_free := false; END IF;
  ELSIF NEW.status IS DISTINCT FROM OLD.status THEN
    NEW.is_published := NEW.status = 'published';
  ELSIF NEW.is_published IS DISTINCT FROM OLD.is_published THEN
    NEW.status := CASE WHEN NEW.is_published THEN 'published'::course_status ELSE 'unpublished'::course_status END;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER courses_status_sync BEFORE INSERT OR UPDATE ON courses
  FOR EACH ROW EXECUTE FUNCTION academy_course_status_sync();--> statement-breakpoint
-- Prices per currency in minor units: the truth. courses.price (USD, which the catalogue filters and
-- sorts by) is derived from the USD row by the authoring service in the same transaction.
CREATE TABLE "course_prices" (
	"course_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "course_prices_course_id_currency_pk" PRIMARY KEY("course_id","currency"),
	CONSTRAINT "course_prices_currency_check" CHECK ("course_prices"."currency" in ('USD', 'THB', 'PHP', 'VND')),
	CONSTRAINT "course_prices_amount_check" CHECK ("course_prices"."amount_minor" > 0)
);--> statement-breakpoint
ALTER TABLE "course_prices" ADD CONSTRAINT "course_prices_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "course_prices" ("course_id", "currency", "amount_minor") SELECT "id", 'USD', round("price" * 100)::bigint FROM "courses" WHERE "price" > 0;--> statement-breakpoint
ALTER TABLE "course_sections" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- The edits of a published course, waiting to be submitted, in review or rejected: the whole editable
-- tree (fields and outline). New sections and lessons take their ids from the live sequences.
CREATE TABLE "course_drafts" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"content" jsonb NOT NULL,
	"state" text DEFAULT 'editing' NOT NULL,
	"reason" text,
	"submitted_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_drafts_state_check" CHECK ("course_drafts"."state" in ('editing', 'in_review', 'rejected'))
);--> statement-breakpoint
ALTER TABLE "course_drafts" ADD CONSTRAINT "course_drafts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Lesson bodies become (sanitised) HTML: plain-text paragraphs, separated by blank lines, as <p>.
UPDATE "lessons" SET "body" = (
  SELECT coalesce(string_agg('<p>' || replace(replace(replace(replace(replace(replace(trim(p), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;'), E'\n', '<br>') || '</p>', '' ORDER BY n), '')
  FROM regexp_split_to_table("body", E'\\n\\s*\\n') WITH ORDINALITY AS t(p, n) WHERE trim(p) <> ''
) WHERE "body" <> '';--> statement-breakpoint
-- The search text also holds the optional titles in other languages.
CREATE OR REPLACE FUNCTION academy_course_search_text() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := academy_normalize(concat_ws(' ', NEW.title, NEW.subtitle,
    (SELECT string_agg(value, ' ') FROM jsonb_each_text(NEW.title_translations)),
    (SELECT concat_ws(' ', c.title, c.title_th, c.title_vi, c.title_tl) FROM categories c WHERE c.id = NEW.category_id)));
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER "courses_search_text" ON "courses";--> statement-breakpoint
CREATE TRIGGER courses_search_text BEFORE INSERT OR UPDATE OF title, subtitle, category_id, title_translations ON courses
  FOR EACH ROW EXECUTE FUNCTION academy_course_search_text();
