ALTER TABLE "shops" DROP CONSTRAINT "shops_accept_timeout_check";--> statement-breakpoint
-- Only the demo's DEMO_ACCEPT_MINUTES or a hand could set more than the panel's hour (decision 0034).
UPDATE "shops" SET "accept_timeout_minutes" = 60 WHERE "accept_timeout_minutes" > 60;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_accept_timeout_check" CHECK ("shops"."accept_timeout_minutes" between 1 and 60);
