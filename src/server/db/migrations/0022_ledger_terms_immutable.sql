ALTER TABLE "ledger_entries" ADD COLUMN "terms" jsonb;--> statement-breakpoint
-- Ledger entries are immutable: never deleted, and an update may only move an entry's status the ways
-- the ledger does (pending -> available | reversed: the release, a refund in the hold; in_payout ->
-- paid | reversed: a payout sent or rejected), and its available_at while it is pending or in a payout.
-- Amounts, kind, party, beneficiary, currency, channel, order, line, course, payout, reversal and the
-- sale's terms never change: a correction is a new entry.
CREATE OR REPLACE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'ledger entries are never deleted (entry %)', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF (NEW.id, NEW.kind, NEW.party, NEW.beneficiary_id, NEW.amount_minor, NEW.currency, NEW.channel, NEW.order_id, NEW.order_line_id, NEW.course_id, NEW.payout_id, NEW.reverses_id, NEW.terms, NEW.created_at)
      IS DISTINCT FROM (OLD.id, OLD.kind, OLD.party, OLD.beneficiary_id, OLD.amount_minor, OLD.currency, OLD.channel, OLD.order_id, OLD.order_line_id, OLD.course_id, OLD.payout_id, OLD.reverses_id, OLD.terms, OLD.created_at) THEN
    RAISE EXCEPTION 'ledger entries are immutable: only their status moves (entry %)', OLD.id USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status AND NOT (
      (OLD.status = 'pending' AND NEW.status IN ('available', 'reversed'))
      OR (OLD.status = 'in_payout' AND NEW.status IN ('paid', 'reversed'))) THEN
    RAISE EXCEPTION 'ledger entry % cannot move from % to %', OLD.id, OLD.status, NEW.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF NEW.available_at IS DISTINCT FROM OLD.available_at AND OLD.status NOT IN ('pending', 'in_payout') THEN
    RAISE EXCEPTION 'ledger entry %: available_at is fixed once it is %', OLD.id, OLD.status USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_immutable BEFORE UPDATE OR DELETE ON "ledger_entries" FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
