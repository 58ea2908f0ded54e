CREATE TABLE "order_numbers" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "order_numbers_positive_check" CHECK ("order_numbers"."last_number" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
-- Orders placed before numbers were kept are numbered per tenant in the order they were placed
-- (the id breaks a tie of one instant), and each tenant's counter goes on from its last.
UPDATE "orders" SET "number" = numbered."number"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY "profile_id" ORDER BY "created_at", "id") AS "number" FROM "orders"
) AS numbered
WHERE numbered."id" = "orders"."id";--> statement-breakpoint
INSERT INTO "order_numbers" ("profile_id", "last_number")
SELECT "profile_id", max("number") FROM "orders" GROUP BY "profile_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
-- The cashback statement named an order by its id ('Cashback do pedido 1004'): now by its number.
UPDATE "cashback_ledger" SET "description" =
  left("cashback_ledger"."description", length("cashback_ledger"."description") - length("orders"."id"::text)) || "orders"."number"
FROM "orders"
WHERE "orders"."id" = "cashback_ledger"."order_id" AND "cashback_ledger"."description" LIKE '% ' || "orders"."id";--> statement-breakpoint
ALTER TABLE "order_numbers" ADD CONSTRAINT "order_numbers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_unique" ON "orders" USING btree ("profile_id","number");
