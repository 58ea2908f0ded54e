ALTER TABLE "shop_changes" DROP CONSTRAINT "shop_changes_section_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "cash_change" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "card_flags" jsonb DEFAULT '[1,2,3,4,5,6,7,8,9]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "payments_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_providers" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_changes" ADD CONSTRAINT "shop_changes_section_check" CHECK ("shop_changes"."section" in ('hours', 'half_pricing', 'delivery', 'payments', 'listing'));