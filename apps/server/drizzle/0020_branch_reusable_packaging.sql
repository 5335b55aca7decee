ALTER TABLE "orders" ADD COLUMN "packaging_deposit" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "is_reusable_packaging_offered" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "reusable_packaging_deposit" integer DEFAULT 0 NOT NULL;