ALTER TABLE "audit_log" ADD COLUMN "actor_username" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
-- Lines written before this migration learn their actor's name once (the append-only trigger is paused for it).
ALTER TABLE "audit_log" DISABLE TRIGGER audit_log_append_only;--> statement-breakpoint
UPDATE "audit_log" a SET "actor_username" = c."username", "actor_name" = trim(concat_ws(' ', c."first_name", c."last_name"))
  FROM "customers" c WHERE c."id" = a."actor_id" AND a."actor_username" IS NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ENABLE TRIGGER audit_log_append_only;--> statement-breakpoint
-- The one change still allowed: a deleted account's lines lose their actor id, and keep every other column (the name too).
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF NEW.actor_id IS NULL AND (NEW.id, NEW.actor_username, NEW.actor_name, NEW.action, NEW.target_type, NEW.target_id, NEW.detail, NEW.before, NEW.after, NEW.ip, NEW.created_at)
        IS NOT DISTINCT FROM (OLD.id, OLD.actor_username, OLD.actor_name, OLD.action, OLD.target_type, OLD.target_id, OLD.detail, OLD.before, OLD.after, OLD.ip, OLD.created_at) THEN
      RETURN NEW;
    END IF;
    RAISE EXCEPTION 'audit_log is append only' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.created_at > now() - interval '1 year' THEN
    RAISE EXCEPTION 'audit_log lines are kept for a year' USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN OLD;
END;
$$;
