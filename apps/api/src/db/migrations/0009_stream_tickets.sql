CREATE TABLE "stream_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"session_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stream_tickets" ADD CONSTRAINT "stream_tickets_session_token_hash_sessions_token_hash_fk" FOREIGN KEY ("session_token_hash") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stream_tickets_expires_idx" ON "stream_tickets" USING btree ("expires_at");