-- Video upload: resumable lesson video uploads (the bytes sit in a temporary file under DATA_DIR
-- until complete; unfinished ones are purged after 24 h), and lesson attachments. No foreign key to
-- lessons: a lesson added to a published course's draft revision is not a lessons row until approved;
-- the hourly purge removes attachments of lessons that are gone.
CREATE TABLE "video_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"owner_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"size" bigint NOT NULL,
	"offset" bigint DEFAULT 0 NOT NULL,
	"container" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "video_uploads" ADD CONSTRAINT "video_uploads_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "video_uploads_created_idx" ON "video_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "video_uploads_lesson_idx" ON "video_uploads" USING btree ("lesson_id");--> statement-breakpoint
CREATE TABLE "lesson_attachments" (
	"lesson_id" integer PRIMARY KEY NOT NULL,
	"name_by_system" text NOT NULL,
	"file_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "lesson_attachments_name_idx" ON "lesson_attachments" USING btree ("name_by_system");
