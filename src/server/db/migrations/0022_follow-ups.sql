CREATE TABLE "follow_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"record_type" text,
	"record_id" integer,
	"person_id" integer,
	"due_date" date NOT NULL,
	"note" text NOT NULL,
	"assignee_id" integer NOT NULL,
	"created_by_id" integer,
	"done_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "follow_ups_one_subject" CHECK (("follow_ups"."record_type" is not null and "follow_ups"."record_id" is not null and "follow_ups"."person_id" is null) or ("follow_ups"."record_type" is null and "follow_ups"."record_id" is null and "follow_ups"."person_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_ups" ADD CONSTRAINT "follow_ups_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_ups_open_assignee_idx" ON "follow_ups" USING btree ("assignee_id","due_date") WHERE "follow_ups"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_ups_record_idx" ON "follow_ups" USING btree ("record_type","record_id");--> statement-breakpoint
CREATE INDEX "follow_ups_person_idx" ON "follow_ups" USING btree ("person_id");