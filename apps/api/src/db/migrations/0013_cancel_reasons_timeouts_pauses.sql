ALTER TABLE "cashback_ledger" DROP CONSTRAINT "cashback_ledger_sign_check";--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "paused_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "accept_timeout_minutes" integer DEFAULT 8 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "actor" text;--> statement-breakpoint
-- The history so far: each order was placed by its customer, and moved on by the sandbox's stand-in
-- for the shop's staff.
UPDATE "order_status_history" SET "actor" = CASE "status" WHEN 'received' THEN 'customer' ELSE 'staff' END;--> statement-breakpoint
ALTER TABLE "order_status_history" ALTER COLUMN "actor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "accept_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_accept_due_idx" ON "orders" USING btree ("accept_by") WHERE "orders"."status" = 'received';--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_accept_timeout_check" CHECK ("shops"."accept_timeout_minutes" between 1 and 1440);--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_actor_check" CHECK ("order_status_history"."actor" in ('customer', 'staff', 'system'));--> statement-breakpoint
ALTER TABLE "cashback_ledger" ADD CONSTRAINT "cashback_ledger_sign_check" CHECK (("cashback_ledger"."kind" in ('earn', 'refund') and "cashback_ledger"."amount_cents" > 0) or ("cashback_ledger"."kind" = 'spend' and "cashback_ledger"."amount_cents" < 0));