CREATE TABLE "outbox_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"template" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"recipient" text NOT NULL,
	"lang" text NOT NULL,
	"subject" text NOT NULL,
	"state" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"message_id" text,
	"record_type" text,
	"record_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_mails_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
CREATE INDEX "outbox_mails_record_idx" ON "outbox_mails" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_created_idx" ON "outbox_mails" USING btree ("creation_date");