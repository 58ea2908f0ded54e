CREATE TABLE "favourite_shops" (
	"customer_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_shops_customer_id_shop_id_pk" PRIMARY KEY("customer_id","shop_id")
);
--> statement-breakpoint
ALTER TABLE "favourite_shops" ADD CONSTRAINT "favourite_shops_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_shops" ADD CONSTRAINT "favourite_shops_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "favourite_shops_shop_idx" ON "favourite_shops" USING btree ("shop_id");