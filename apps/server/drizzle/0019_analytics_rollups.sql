CREATE TABLE "analytics_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_rollups" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer,
	"all_branches" boolean DEFAULT false NOT NULL,
	"key1" text DEFAULT '' NOT NULL,
	"key2" text DEFAULT '' NOT NULL,
	"key3" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_rollups" ADD CONSTRAINT "analytics_rollups_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_rollups_dimension_day_idx" ON "analytics_rollups" USING btree ("dimension","day");