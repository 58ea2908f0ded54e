-- Before 0006 a pickup order (no address) went along the delivery path: its 'out for delivery' and
-- 'delivered' were the counter's 'ready for pickup' and 'picked up'. Its history moves with it, so the
-- order page finds the time of each step of the pickup path.
UPDATE "order_status_history" AS h
SET "status" = CASE h."status" WHEN 'out_for_delivery' THEN 'ready_for_pickup' ELSE 'picked_up' END
FROM "orders" AS o
WHERE o."id" = h."order_id"
  AND (o."address" IS NULL OR o."address" = 'null'::jsonb)
  AND h."status" IN ('out_for_delivery', 'delivered');--> statement-breakpoint
UPDATE "orders"
SET "status" = CASE "status" WHEN 'out_for_delivery' THEN 'ready_for_pickup' ELSE 'picked_up' END
WHERE ("address" IS NULL OR "address" = 'null'::jsonb)
  AND "status" IN ('out_for_delivery', 'delivered');
