CREATE TABLE "sold_out_products" (
	"branch_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"business_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sold_out_products_branch_id_business_day_product_id_pk" PRIMARY KEY("branch_id","business_day","product_id")
);
--> statement-breakpoint
ALTER TABLE "sold_out_products" ADD CONSTRAINT "sold_out_products_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sold_out_products" ADD CONSTRAINT "sold_out_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sold_out_products_product_idx" ON "sold_out_products" USING btree ("product_id");