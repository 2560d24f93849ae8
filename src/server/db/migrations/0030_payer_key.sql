ALTER TABLE "payments" ADD COLUMN "payer_key" text;--> statement-breakpoint
CREATE INDEX "payments_payer_key_idx" ON "payments" USING btree ("payer_key") WHERE "payments"."payer_key" is not null;