ALTER TABLE "customers" ADD COLUMN "link_owner_id" uuid;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "link_clicked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_link_owner_id_customers_id_fk" FOREIGN KEY ("link_owner_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;