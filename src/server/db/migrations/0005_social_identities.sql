CREATE TYPE "public"."social_provider" AS ENUM('google', 'facebook');--> statement-breakpoint
CREATE TABLE "customer_identities" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" uuid NOT NULL,
	"provider" "social_provider" NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"display_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_identities" ADD CONSTRAINT "customer_identities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identities_provider_subject_idx" ON "customer_identities" USING btree ("provider","subject");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_identities_customer_provider_idx" ON "customer_identities" USING btree ("customer_id","provider");