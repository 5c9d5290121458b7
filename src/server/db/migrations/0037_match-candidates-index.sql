ALTER TABLE "match_person_terms" ADD COLUMN "eligible_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "match_person_terms_candidates_idx" ON "match_person_terms" USING btree ("concept","eligible_until","person_id","weight");--> statement-breakpoint
-- Hand-written (docs/decisions/0063, addendum: speed): the stored terms take their person's eligibility.
UPDATE "match_person_terms" t SET "eligible_until" = mp."eligible_until" FROM "match_people" mp WHERE mp."person_id" = t."person_id";
