CREATE TABLE "digital_signage_pairings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "digital_signage_pairings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code_hash" text NOT NULL,
	"secret_hash" text NOT NULL,
	"device_id" integer,
	"paired_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digital_signage_pairings_code_hash_unique" UNIQUE("code_hash"),
	CONSTRAINT "digital_signage_pairings_secret_hash_unique" UNIQUE("secret_hash")
);
--> statement-breakpoint
ALTER TABLE "digital_signage_devices" ADD COLUMN "screen_width" integer;--> statement-breakpoint
ALTER TABLE "digital_signage_devices" ADD COLUMN "screen_height" integer;--> statement-breakpoint
ALTER TABLE "digital_signage_devices" ADD COLUMN "playing_segment_id" integer;--> statement-breakpoint
ALTER TABLE "digital_signage_streams" ADD COLUMN "transition" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "digital_signage_pairings" ADD CONSTRAINT "digital_signage_pairings_device_id_digital_signage_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."digital_signage_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digital_signage_devices" ADD CONSTRAINT "digital_signage_devices_playing_segment_id_digital_signage_segments_id_fk" FOREIGN KEY ("playing_segment_id") REFERENCES "public"."digital_signage_segments"("id") ON DELETE set null ON UPDATE no action;