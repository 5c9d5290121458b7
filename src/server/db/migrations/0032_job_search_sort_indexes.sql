CREATE INDEX "job_search_title_sort_idx" ON "job_search" USING btree ("title","job_id");--> statement-breakpoint
CREATE INDEX "job_search_ref_sort_idx" ON "job_search" USING btree ("job_ref","job_id");--> statement-breakpoint
CREATE INDEX "job_search_region_sort_idx" ON "job_search" USING btree ("region","job_id");