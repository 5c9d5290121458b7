CREATE TABLE "people" (
	"id" serial PRIMARY KEY NOT NULL,
	"salutation" text DEFAULT '' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_edited_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD COLUMN "person_id" integer;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD COLUMN "person_id" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_idx" ON "people" USING btree ("email") WHERE "people"."anonymised_at" is null and "people"."email" <> '';--> statement-breakpoint
CREATE INDEX "people_phone_idx" ON "people" USING btree ("phone") WHERE "people"."anonymised_at" is null and "people"."phone" <> '';--> statement-breakpoint
CREATE INDEX "people_last_name_idx" ON "people" USING btree ("last_name","id");--> statement-breakpoint
CREATE INDEX "people_created_idx" ON "people" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "people_search_idx" ON "people" USING gin (("first_name" || ' ' || "last_name" || E'\n' || "email" || E'\n' || "phone") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ADD CONSTRAINT "spontaneous_applications_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD CONSTRAINT "talent_interviews_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contacts_person_idx" ON "contacts" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "job_applications_person_idx" ON "job_applications" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "profiles_person_idx" ON "profiles" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "spontaneous_applications_person_idx" ON "spontaneous_applications" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "talent_interviews_person_idx" ON "talent_interviews" USING btree ("person_id");
--> statement-breakpoint
-- hand-written: every record gets its person (decision 0041). One person per normalised e-mail (trimmed, lower case:
-- the rule of src/shared/schemas/rules.ts and src/server/privacy/person.ts) among the records not anonymised, with
-- each field's newest non-empty value; one person per record for a record without an e-mail or anonymised already
-- (an anonymised person). A phone links nothing. `backfill_key` maps the records to their new people, then goes.
ALTER TABLE "people" ADD COLUMN "backfill_key" text;--> statement-breakpoint
CREATE TEMPORARY TABLE "person_sources" AS
    select 'job-applications' as record_type, id, lower(btrim(email, E' \t\n\r\f\013')) as email, '' as salutation, first_name, last_name, phone, lang, '' as region,
      creation_date, anonymised_at from "job_applications"
    union all
    select 'spontaneous-applications' as record_type, id, lower(btrim(email, E' \t\n\r\f\013')) as email, salutation as salutation, first_name, last_name, phone, lang, '' as region,
      creation_date, anonymised_at from "spontaneous_applications"
    union all
    select 'profiles' as record_type, id, lower(btrim(email, E' \t\n\r\f\013')) as email, salutation as salutation, first_name, last_name, phone, lang, region as region,
      creation_date, anonymised_at from "profiles"
    union all
    select 'talent-interviews' as record_type, id, lower(btrim(email, E' \t\n\r\f\013')) as email, '' as salutation, first_name, last_name, phone, lang, '' as region,
      creation_date, anonymised_at from "talent_interviews"
    union all
    select 'contacts' as record_type, id, lower(btrim(email, E' \t\n\r\f\013')) as email, '' as salutation, first_name, last_name, phone, lang, '' as region,
      creation_date, anonymised_at from "contacts";--> statement-breakpoint
INSERT INTO "people" ("salutation", "first_name", "last_name", "email", "phone", "lang", "region", "creation_date", "backfill_key")
  SELECT coalesce((array_agg(salutation order by creation_date desc, id desc) filter (where salutation <> ''))[1], ''),
    coalesce((array_agg(first_name order by creation_date desc, id desc) filter (where first_name <> ''))[1], ''),
    coalesce((array_agg(last_name order by creation_date desc, id desc) filter (where last_name <> ''))[1], ''),
    email,
    coalesce((array_agg(phone order by creation_date desc, id desc) filter (where phone <> ''))[1], ''),
    (array_agg(lang order by creation_date desc, id desc))[1],
    coalesce((array_agg(region order by creation_date desc, id desc) filter (where region <> ''))[1], ''),
    min(creation_date), 'email:' || email
  FROM "person_sources" WHERE anonymised_at IS NULL AND email <> '' GROUP BY email;--> statement-breakpoint
INSERT INTO "people" ("salutation", "first_name", "last_name", "email", "phone", "lang", "region", "creation_date", "anonymised_at", "backfill_key")
  SELECT case when anonymised_at IS NULL then salutation else '' end,
    case when anonymised_at IS NULL then first_name else 'Anonymised' end,
    case when anonymised_at IS NULL then last_name else '' end,
    '', case when anonymised_at IS NULL then phone else '' end, lang,
    case when anonymised_at IS NULL then region else '' end,
    creation_date, anonymised_at, 'record:' || record_type || ':' || id
  FROM "person_sources" WHERE anonymised_at IS NOT NULL OR email = '';--> statement-breakpoint
CREATE INDEX "people_backfill_key_idx" ON "people" ("backfill_key");--> statement-breakpoint
UPDATE "job_applications" r SET "person_id" = p.id FROM "people" p
  WHERE p.backfill_key = case when r.anonymised_at IS NULL AND lower(btrim(r.email, E' \t\n\r\f\013')) <> '' then 'email:' || lower(btrim(r.email, E' \t\n\r\f\013'))
    else 'record:job-applications:' || r.id end;--> statement-breakpoint
ALTER TABLE "job_applications" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
UPDATE "spontaneous_applications" r SET "person_id" = p.id FROM "people" p
  WHERE p.backfill_key = case when r.anonymised_at IS NULL AND lower(btrim(r.email, E' \t\n\r\f\013')) <> '' then 'email:' || lower(btrim(r.email, E' \t\n\r\f\013'))
    else 'record:spontaneous-applications:' || r.id end;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
UPDATE "profiles" r SET "person_id" = p.id FROM "people" p
  WHERE p.backfill_key = case when r.anonymised_at IS NULL AND lower(btrim(r.email, E' \t\n\r\f\013')) <> '' then 'email:' || lower(btrim(r.email, E' \t\n\r\f\013'))
    else 'record:profiles:' || r.id end;--> statement-breakpoint
ALTER TABLE "profiles" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
UPDATE "talent_interviews" r SET "person_id" = p.id FROM "people" p
  WHERE p.backfill_key = case when r.anonymised_at IS NULL AND lower(btrim(r.email, E' \t\n\r\f\013')) <> '' then 'email:' || lower(btrim(r.email, E' \t\n\r\f\013'))
    else 'record:talent-interviews:' || r.id end;--> statement-breakpoint
ALTER TABLE "talent_interviews" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
UPDATE "contacts" r SET "person_id" = p.id FROM "people" p
  WHERE p.backfill_key = case when r.anonymised_at IS NULL AND lower(btrim(r.email, E' \t\n\r\f\013')) <> '' then 'email:' || lower(btrim(r.email, E' \t\n\r\f\013'))
    else 'record:contacts:' || r.id end;--> statement-breakpoint
ALTER TABLE "contacts" ALTER COLUMN "person_id" SET NOT NULL;--> statement-breakpoint
DROP TABLE "person_sources";--> statement-breakpoint
ALTER TABLE "people" DROP COLUMN "backfill_key";
