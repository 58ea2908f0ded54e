ALTER TABLE "shop_changes" DROP CONSTRAINT "shop_changes_section_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "whatsapp" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "contact_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_changes" ADD CONSTRAINT "shop_changes_section_check" CHECK ("shop_changes"."section" in ('hours', 'half_pricing', 'delivery', 'payments', 'contact', 'listing'));--> statement-breakpoint
UPDATE "profiles" SET "settings" = jsonb_set("settings", '{contact}', '{"phone": "", "whatsapp": "", "email": "", "address": ""}'::jsonb) WHERE NOT ("settings" ? 'contact');
