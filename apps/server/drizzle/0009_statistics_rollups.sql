CREATE TABLE "order_rollup_days" (
	"day" date PRIMARY KEY NOT NULL,
	"time_zone" text NOT NULL,
	"built_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rollup_state" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_rollups" (
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"branch_id" integer NOT NULL,
	"key1" text DEFAULT '' NOT NULL,
	"key2" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"quantity" double precision DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_rollups_dimension_day_branch_id_key1_key2_pk" PRIMARY KEY("dimension","day","branch_id","key1","key2")
);
--> statement-breakpoint
ALTER TABLE "order_rollups" ADD CONSTRAINT "order_rollups_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_updated_idx" ON "orders" USING btree ("updated_at");