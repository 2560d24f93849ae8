CREATE TABLE "refund_lines" (
	"refund_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "refund_lines_refund_id_order_line_id_pk" PRIMARY KEY("refund_id","order_line_id")
);
--> statement-breakpoint
DROP INDEX "refunds_order_idx";--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_line_idx" ON "refund_lines" USING btree ("order_line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_open_order_idx" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" in ('requested', 'approved');--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id");--> statement-breakpoint
-- The refunds made before partial refunds covered every line of their order: their lines, each with
-- what was paid for it (the order's tax shared by largest remainder over the lines' totals, as the ledger does).
WITH l AS (
	SELECT r.id AS rid, ol.id AS lid, ol.total_minor AS t, o.tax_minor AS tax, o.tax_inclusive AS inc,
		sum(ol.total_minor) OVER (PARTITION BY r.id) AS s, row_number() OVER (PARTITION BY r.id ORDER BY ol.id) AS rn
	FROM refunds r JOIN orders o ON o.id = r.order_id JOIN order_lines ol ON ol.order_id = r.order_id
), f AS (
	SELECT *, CASE WHEN s = 0 THEN (CASE WHEN rn = 1 THEN tax ELSE 0 END) ELSE (tax * t) / s END AS fl,
		CASE WHEN s = 0 THEN 0 ELSE (tax * t) % s END AS rem
	FROM l
), g AS (
	SELECT *, tax - sum(fl) OVER (PARTITION BY rid) AS units_left, row_number() OVER (PARTITION BY rid ORDER BY rem DESC, rn) AS rk FROM f
)
INSERT INTO "refund_lines" ("refund_id", "order_line_id", "amount_minor")
SELECT rid, lid, CASE WHEN inc THEN t ELSE t + fl + (CASE WHEN rk <= units_left THEN 1 ELSE 0 END) END FROM g;
