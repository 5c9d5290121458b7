ALTER TABLE "job_applications" ADD COLUMN "board_position" double precision DEFAULT (-extract(epoch from now())) NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "board_position" double precision DEFAULT (-extract(epoch from now())) NOT NULL;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "state_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "job_applications_board_idx" ON "job_applications" USING btree ("job_id","process","board_position","id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_board_idx" ON "spontaneous_applications" USING btree ("process","board_position","id");
--> statement-breakpoint
-- The boards (docs/decisions/0053). Existing applications: newest first in each column, as new ones come; in their
-- state since their last history row (or their arrival).
UPDATE "job_applications" a SET "board_position" = -extract(epoch from a."creation_date"),
  "state_changed_at" = coalesce((SELECT max(h."changed_at") FROM "state_history" h
    WHERE h."record_type" = 'job-applications' AND h."record_id" = a."id"), a."creation_date");
--> statement-breakpoint
UPDATE "spontaneous_applications" a SET "board_position" = -extract(epoch from a."creation_date"),
  "state_changed_at" = coalesce((SELECT max(h."changed_at") FROM "state_history" h
    WHERE h."record_type" = 'spontaneous-applications' AND h."record_id" = a."id"), a."creation_date");
--> statement-breakpoint
-- Every change of state (the record page, the board, an erasure, a withdrawal) restarts the card's days in state,
-- unless the change sets the time itself.
CREATE OR REPLACE FUNCTION board_state_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.process IS DISTINCT FROM OLD.process AND NEW.state_changed_at IS NOT DISTINCT FROM OLD.state_changed_at THEN
    NEW.state_changed_at := now();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER job_applications_state_changed BEFORE UPDATE OF process ON "job_applications"
  FOR EACH ROW EXECUTE FUNCTION board_state_changed();
--> statement-breakpoint
CREATE TRIGGER spontaneous_applications_state_changed BEFORE UPDATE OF process ON "spontaneous_applications"
  FOR EACH ROW EXECUTE FUNCTION board_state_changed();
