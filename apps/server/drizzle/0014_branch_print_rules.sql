CREATE TABLE "branch_print_rules" (
	"branch_id" integer PRIMARY KEY NOT NULL,
	"auto_confirm" boolean DEFAULT false NOT NULL,
	"preparation_minutes" integer DEFAULT 20 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "branch_print_rules" ADD CONSTRAINT "branch_print_rules_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;