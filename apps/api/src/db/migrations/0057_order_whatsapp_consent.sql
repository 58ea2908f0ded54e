ALTER TABLE "orders" ADD COLUMN "whatsapp_phone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_consent" text;