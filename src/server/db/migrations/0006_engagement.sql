-- Custom SQL migration file, put your code below! --
-- Engagement: when a lesson was first opened, and the stretches of video played (with the time of the last report).
ALTER TABLE "lesson_progress" ADD COLUMN "opened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched_segments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
-- Certificates keep the names and the title they were issued with. Existing ones take today's values
-- (the same "first last, else username" rule the API used to show).
ALTER TABLE "certificates" ADD COLUMN "learner_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "course_title" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "instructor_name" text;--> statement-breakpoint
UPDATE "certificates" ce SET
  "learner_name" = (
    SELECT coalesce(nullif(btrim(concat_ws(' ', nullif(btrim(s."first_name"), ''), nullif(btrim(s."last_name"), ''))), ''), s."username")
    FROM "customers" s WHERE s."id" = ce."customer_id"),
  "course_title" = (SELECT c."title" FROM "courses" c WHERE c."id" = ce."course_id"),
  "instructor_name" = (
    SELECT coalesce(nullif(btrim(concat_ws(' ', nullif(btrim(i."first_name"), ''), nullif(btrim(i."last_name"), ''))), ''), i."username")
    FROM "courses" c JOIN "customers" i ON i."id" = c."instructor_id" WHERE c."id" = ce."course_id");--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "learner_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "course_title" SET NOT NULL;--> statement-breakpoint
-- Enrolments left: kept 30 days so that enrolling again restores the progress, then purged.
CREATE TABLE "left_enrollments" (
	"customer_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"last_lesson_id" integer,
	"last_accessed_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"enrolled_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "left_enrollments_customer_id_course_id_pk" PRIMARY KEY("customer_id","course_id")
);--> statement-breakpoint
ALTER TABLE "left_enrollments" ADD CONSTRAINT "left_enrollments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_enrollments" ADD CONSTRAINT "left_enrollments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "left_enrollments" ADD CONSTRAINT "left_enrollments_last_lesson_id_lessons_id_fk" FOREIGN KEY ("last_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "left_enrollments_left_at_idx" ON "left_enrollments" USING btree ("left_at");
