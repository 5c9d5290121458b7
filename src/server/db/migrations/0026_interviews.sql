CREATE TABLE "interview_attendees" (
	"interview_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "interview_attendees_interview_id_user_id_pk" PRIMARY KEY("interview_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "interview_slot_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_application_id" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"attendee_user_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"created_by_id" integer,
	"withdrawn_at" timestamp with time zone,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_slots" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_application_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'SCHEDULED' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"slot_offer_id" integer,
	"slot_id" integer,
	"created_by_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interviews_duration" CHECK ("interviews"."duration_minutes" between 15 and 480)
);
--> statement-breakpoint
ALTER TABLE "state_history" ADD COLUMN "event" text;--> statement-breakpoint
ALTER TABLE "interview_attendees" ADD CONSTRAINT "interview_attendees_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_attendees" ADD CONSTRAINT "interview_attendees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slot_offers" ADD CONSTRAINT "interview_slot_offers_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_slots" ADD CONSTRAINT "interview_slots_offer_id_interview_slot_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."interview_slot_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_slot_offer_id_interview_slot_offers_id_fk" FOREIGN KEY ("slot_offer_id") REFERENCES "public"."interview_slot_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_slot_id_interview_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."interview_slots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interview_attendees_user_idx" ON "interview_attendees" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "interview_slot_offers_application_idx" ON "interview_slot_offers" USING btree ("job_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_slots_offer_start_idx" ON "interview_slots" USING btree ("offer_id","starts_at");--> statement-breakpoint
CREATE INDEX "interviews_starts_idx" ON "interviews" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("job_application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_slot_offer_idx" ON "interviews" USING btree ("slot_offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_slot_idx" ON "interviews" USING btree ("slot_id");