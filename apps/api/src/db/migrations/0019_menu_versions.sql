ALTER TABLE "menu_changes" DROP CONSTRAINT "menu_changes_item_check";--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "menu_changes" ADD CONSTRAINT "menu_changes_item_check" CHECK ("menu_changes"."item" in ('category', 'product', 'option'));