ALTER TABLE "products" ADD COLUMN "allergen_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "additive_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "max_orders_per_slot" integer;--> statement-breakpoint
ALTER TABLE "branches" ADD COLUMN "slot_minutes" integer DEFAULT 15 NOT NULL;