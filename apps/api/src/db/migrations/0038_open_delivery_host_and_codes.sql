ALTER TABLE "open_delivery_external_ids" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "open_delivery_links" ADD COLUMN "host" text;