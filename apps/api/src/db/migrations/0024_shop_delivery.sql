ALTER TABLE "shop_changes" DROP CONSTRAINT "shop_changes_section_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "free_delivery_above_cents" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "delivery_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_free_delivery_above_check" CHECK ("shops"."free_delivery_above_cents" > 0);--> statement-breakpoint
ALTER TABLE "shop_changes" ADD CONSTRAINT "shop_changes_section_check" CHECK ("shop_changes"."section" in ('hours', 'half_pricing', 'delivery', 'listing'));