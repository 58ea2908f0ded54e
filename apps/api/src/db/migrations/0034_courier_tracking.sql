CREATE TABLE "order_couriers" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"stage" text,
	"stage_at" timestamp with time zone,
	"name" text,
	"vehicle" text,
	"plate" text,
	"eta_at" timestamp with time zone,
	"latitude" double precision,
	"longitude" double precision,
	"located_at" timestamp with time zone,
	"problem" text,
	"problem_at" timestamp with time zone,
	"report" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_couriers_stage_check" CHECK ("order_couriers"."stage" in ('to_shop', 'at_shop', 'picked_up', 'on_the_way', 'arrived', 'delivered')),
	CONSTRAINT "order_couriers_vehicle_check" CHECK ("order_couriers"."vehicle" in ('motorbike', 'car', 'bicycle', 'scooter', 'van')),
	CONSTRAINT "order_couriers_problem_check" CHECK ("order_couriers"."problem" in ('delayed', 'address_unknown', 'nobody_to_receive', 'courier_setback'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preparation_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_couriers" ADD CONSTRAINT "order_couriers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;