CREATE TABLE "payout_entries" (
	"payout_id" integer NOT NULL,
	"entry_id" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "payout_entries_payout_id_entry_id_pk" PRIMARY KEY("payout_id","entry_id"),
	CONSTRAINT "payout_entries_amount_check" CHECK ("payout_entries"."amount_minor" <> 0)
);
--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_entries" ADD CONSTRAINT "payout_entries_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_entries_entry_idx" ON "payout_entries" USING btree ("entry_id","payout_id");--> statement-breakpoint
-- Payouts written before this table carry the entries they would have carried: per payout (oldest
-- first, rejected ones skipped) the account's available entries not yet carried, every negative one
-- (a refund after a payout) when the positive ones can still make up the amount, then the positive ones
-- oldest first up to the amount (the last one in part), as LedgerService.allocateIn does.
DO $$
DECLARE
  p record;
  e record;
  neg bigint;
  pos bigint;
  need bigint;
  part bigint;
BEGIN
  FOR p IN SELECT id, customer_id, account, currency, amount_minor FROM payouts WHERE status <> 'rejected' ORDER BY id LOOP
    DROP TABLE IF EXISTS pg_temp.payout_backfill;
    CREATE TEMP TABLE payout_backfill AS
      SELECT le.id, le.available_at, le.amount_minor - coalesce((
          SELECT sum(pe.amount_minor) FROM payout_entries pe JOIN payouts q ON q.id = pe.payout_id
          WHERE pe.entry_id = le.id AND q.status <> 'rejected'), 0) AS rest
      FROM ledger_entries le
      WHERE le.beneficiary_id = p.customer_id AND le.party::text = p.account::text AND le.currency = p.currency
        AND le.kind <> 'payout' AND le.status = 'available';
    SELECT coalesce(sum(rest) FILTER (WHERE rest < 0), 0), coalesce(sum(rest) FILTER (WHERE rest > 0), 0) INTO neg, pos FROM payout_backfill;
    need := p.amount_minor;
    IF pos >= p.amount_minor - neg THEN
      INSERT INTO payout_entries (payout_id, entry_id, amount_minor) SELECT p.id, id, rest FROM payout_backfill WHERE rest < 0;
      need := p.amount_minor - neg;
    END IF;
    FOR e IN SELECT id, rest FROM payout_backfill WHERE rest > 0 ORDER BY available_at, id LOOP
      EXIT WHEN need <= 0;
      part := least(e.rest, need);
      INSERT INTO payout_entries (payout_id, entry_id, amount_minor) VALUES (p.id, e.id, part);
      need := need - part;
    END LOOP;
  END LOOP;
  DROP TABLE IF EXISTS pg_temp.payout_backfill;
END
$$;
