CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enrollments_enrolled_idx" ON "enrollments" USING btree ("enrolled_at");--> statement-breakpoint
CREATE INDEX "enrollments_completed_idx" ON "enrollments" USING btree ("completed_at") WHERE "enrollments"."completed_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_paid_idx" ON "orders" USING btree ("paid_at") WHERE "orders"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "refunds_refunded_idx" ON "refunds" USING btree ("refunded_at") WHERE "refunds"."refunded_at" is not null;