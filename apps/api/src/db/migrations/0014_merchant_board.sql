CREATE TABLE "board_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"staff_session_hash" text NOT NULL,
	"shop_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "orders_shop_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "estimate_minutes" integer;--> statement-breakpoint
ALTER TABLE "board_tickets" ADD CONSTRAINT "board_tickets_staff_session_hash_staff_sessions_token_hash_fk" FOREIGN KEY ("staff_session_hash") REFERENCES "public"."staff_sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_tickets" ADD CONSTRAINT "board_tickets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_tickets_expires_idx" ON "board_tickets" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_shop_open_idx" ON "orders" USING btree ("shop_id","id") WHERE "orders"."status" in ('received', 'accepted', 'preparing', 'out_for_delivery', 'ready_for_pickup');--> statement-breakpoint
CREATE INDEX "orders_shop_updated_idx" ON "orders" USING btree ("shop_id","updated_at");