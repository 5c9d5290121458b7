ALTER TABLE "state_history" ADD COLUMN "slot_date" date;--> statement-breakpoint
ALTER TABLE "state_history" ADD COLUMN "slot_time" text;