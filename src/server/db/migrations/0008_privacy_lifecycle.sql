ALTER TABLE "job_applications" ALTER COLUMN "file_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "spontaneous_applications" ALTER COLUMN "cv_file_id" DROP NOT NULL;