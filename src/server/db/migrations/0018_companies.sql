CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_key" text GENERATED ALWAYS AS (lower(btrim(regexp_replace(regexp_replace(normalize("name", NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')))) STORED NOT NULL,
	"vat_number" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lang" text DEFAULT 'en' NOT NULL,
	"manager_id" integer,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_manager_id_managers_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key_idx" ON "companies" USING btree ("name_key");--> statement-breakpoint
CREATE INDEX "companies_manager_idx" ON "companies" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_created_idx" ON "companies" USING btree ("creation_date","id");--> statement-breakpoint
CREATE INDEX "companies_search_idx" ON "companies" USING gin (("name" || E'\n' || "vat_number" || E'\n' || "address") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "talent_interviews" ADD CONSTRAINT "talent_interviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "people_company_idx" ON "people" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "talent_interviews_company_idx" ON "talent_interviews" USING btree ("company_id","creation_date");--> statement-breakpoint
-- hand-written (decision 0044): the companies the bookings already name in `client`, one per normalised name (the
-- key expression of companies.name_key, src/server/db/schema/companies.ts), named as its newest record spells it,
-- in the language of that record, dated by its first record; then each booking or request points to its company
-- and each person not anonymised to the company of their newest such record.
INSERT INTO "companies" ("name", "lang", "creation_date", "updated_at")
SELECT DISTINCT ON (s.key) s.name, s.lang, s.first_at, s.first_at
FROM (
  SELECT btrim(regexp_replace("client", '\s+', ' ', 'g')) AS name,
    lower(btrim(regexp_replace(regexp_replace(normalize("client", NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g'))) AS key,
    "lang", "creation_date", "id",
    min("creation_date") OVER (PARTITION BY lower(btrim(regexp_replace(regexp_replace(normalize("client", NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')))) AS first_at
  FROM "talent_interviews"
) s
WHERE s.key <> ''
ORDER BY s.key, s.creation_date DESC, s.id DESC;--> statement-breakpoint
UPDATE "talent_interviews" r SET "company_id" = c."id" FROM "companies" c
  WHERE c."name_key" = lower(btrim(regexp_replace(regexp_replace(normalize(r."client", NFD), '[\u0300-\u036f]', '', 'g'), '\s+', ' ', 'g')));--> statement-breakpoint
UPDATE "people" p SET "company_id" = latest."company_id"
FROM (
  SELECT DISTINCT ON ("person_id") "person_id", "company_id" FROM "talent_interviews"
  WHERE "company_id" IS NOT NULL AND "anonymised_at" IS NULL
  ORDER BY "person_id", "creation_date" DESC, "id" DESC
) latest
WHERE p."id" = latest."person_id" AND p."anonymised_at" IS NULL;
