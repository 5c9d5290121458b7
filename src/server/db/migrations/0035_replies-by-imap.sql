CREATE TABLE "inbound_mail_files" (
	"inbound_mail_id" integer NOT NULL,
	"file_id" uuid NOT NULL,
	CONSTRAINT "inbound_mail_files_inbound_mail_id_file_id_pk" PRIMARY KEY("inbound_mail_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "inbound_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailbox" text NOT NULL,
	"uid_validity" bigint NOT NULL,
	"uid" bigint NOT NULL,
	"message_id" text,
	"from_address" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"size" integer DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"matched_by" text,
	"fail_reason" text,
	"person_id" integer,
	"record_type" text,
	"record_id" integer,
	"outbox_id" integer,
	"attached_by" text,
	"refused_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "inbound_mail_files" ADD CONSTRAINT "inbound_mail_files_inbound_mail_id_inbound_mails_id_fk" FOREIGN KEY ("inbound_mail_id") REFERENCES "public"."inbound_mails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mail_files" ADD CONSTRAINT "inbound_mail_files_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_outbox_id_outbox_mails_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."outbox_mails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_mail_files_file_idx" ON "inbound_mail_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_uid_idx" ON "inbound_mails" USING btree ("mailbox","uid_validity","uid");--> statement-breakpoint
CREATE INDEX "inbound_mails_person_idx" ON "inbound_mails" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "inbound_mails_state_idx" ON "inbound_mails" USING btree ("state","creation_date");--> statement-breakpoint
CREATE INDEX "inbound_mails_message_id_idx" ON "inbound_mails" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "outbox_mails_message_id_idx" ON "outbox_mails" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "outbox_mails" ADD CONSTRAINT "outbox_mails_reply_token_unique" UNIQUE("reply_token");