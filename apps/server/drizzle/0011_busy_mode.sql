ALTER TABLE "branches" ADD COLUMN "busy_minutes" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "busy_day" date;