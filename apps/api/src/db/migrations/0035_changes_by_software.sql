ALTER TABLE "menu_changes" ADD COLUMN "by_software" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_changes" ADD COLUMN "by_software" boolean DEFAULT false NOT NULL;