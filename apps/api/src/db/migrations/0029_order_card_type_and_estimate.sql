ALTER TABLE "orders" ADD COLUMN "card_type" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_min" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_max" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_type_check" CHECK ("orders"."card_type" in ('credit', 'debit'));