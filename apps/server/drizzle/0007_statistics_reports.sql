CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "analytics_logs_branch_created_idx" ON "analytics_logs" USING btree ("branch_id","created_at");