ALTER TABLE "orders" ADD COLUMN "scheduled_at" timestamp with time zone;--> statement-breakpoint
-- The slot id is the shop's local clock ('2026-11-29T18:00'): read in the shop's own time zone.
UPDATE "orders" SET "scheduled_at" = ("orders"."schedule_id"::timestamp AT TIME ZONE "shops"."time_zone")
FROM "shops" WHERE "shops"."id" = "orders"."shop_id" AND "orders"."schedule_id" IS NOT NULL;
