CREATE TABLE "board_watches" (
	"stream_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"watched_until" timestamp with time zone NOT NULL,
	CONSTRAINT "board_watches_stream_id_shop_id_pk" PRIMARY KEY("stream_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_shop_alerts" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "board_watches" ADD CONSTRAINT "board_watches_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_shop_alerts" ADD CONSTRAINT "whatsapp_shop_alerts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_watches_shop_idx" ON "board_watches" USING btree ("shop_id","watched_until");