CREATE TABLE "board_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"staff_session_hash" text NOT NULL,
	"shop_id" integer,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_tickets" ADD CONSTRAINT "board_tickets_staff_session_hash_staff_sessions_token_hash_fk" FOREIGN KEY ("staff_session_hash") REFERENCES "public"."staff_sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_tickets" ADD CONSTRAINT "board_tickets_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_tickets_expires_idx" ON "board_tickets" USING btree ("expires_at");