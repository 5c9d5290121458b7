DROP INDEX "funnel_records_hire_bucket_idx";--> statement-breakpoint
DROP INDEX "funnel_stays_bucket_idx";--> statement-breakpoint
CREATE INDEX "funnel_records_hire_bucket_idx" ON "funnel_records" USING btree (floor(extract(epoch from ("hired_at" - "received_at")) / 86400),"received_at","hired_at","source") WHERE "funnel_records"."hired_at" is not null;--> statement-breakpoint
CREATE INDEX "funnel_stays_bucket_idx" ON "funnel_stays" USING btree ("state",floor("days"),"received_at","days","source") WHERE "funnel_stays"."days" is not null;