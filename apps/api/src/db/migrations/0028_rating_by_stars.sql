ALTER TABLE "shops" ADD COLUMN "rating_by_stars" integer[] DEFAULT '{0,0,0,0,0}'::integer[] NOT NULL;--> statement-breakpoint
-- Shops reviewed before the column: their bars from the reviews kept (ratings without a review row, as the demo's, stay at 0).
UPDATE "shops" SET "rating_by_stars" = ARRAY(SELECT count(r."order_id")::integer FROM generate_series(1, 5) AS s(stars) LEFT JOIN "reviews" r ON r."shop_id" = "shops"."id" AND r."stars" = s.stars GROUP BY s.stars ORDER BY s.stars) WHERE EXISTS (SELECT 1 FROM "reviews" r WHERE r."shop_id" = "shops"."id");
