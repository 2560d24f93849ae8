-- Applying to teach: a student's application, decided once by an admin. At most one pending
-- application per customer (a partial unique index); a rejected applicant may apply again.
CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "instructor_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"bio" text NOT NULL,
	"topics" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instructor_applications" ADD CONSTRAINT "instructor_applications_decided_by_customers_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instructor_applications_customer_created_idx" ON "instructor_applications" USING btree ("customer_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instructor_applications_status_created_idx" ON "instructor_applications" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "instructor_applications_one_pending_idx" ON "instructor_applications" USING btree ("customer_id") WHERE "instructor_applications"."status" = 'pending';
