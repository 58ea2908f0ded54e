DROP INDEX "customers_phone_unique";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
-- Phones already proven: a code sent to the phone was typed back (SMS sign-in or sign-up,
-- recovery by SMS or voice call), or the account has no password and no social identity, so it
-- was made by SMS sign-up and SMS is its only way in. Every other phone was only typed.
UPDATE "customers" AS c SET "phone_verified_at" = coalesce(
  (SELECT max(v."verified_at") FROM "verifications" AS v
    WHERE v."profile_id" = c."profile_id" AND v."destination" = c."cell_phone"
      AND v."verified_at" IS NOT NULL
      AND (v."purpose" = 'sms_login' OR (v."purpose" = 'recovery' AND v."customer_id" = c."id" AND v."channel" IN ('TELEFONE', 'VOZ')))),
  CASE WHEN c."password_hash" IS NULL AND c."google_id" IS NULL AND c."facebook_id" IS NULL THEN c."created_at" END)
WHERE c."cell_phone" IS NOT NULL AND c."deleted_at" IS NULL AND c."kind" = 'account';--> statement-breakpoint
CREATE UNIQUE INDEX "customers_phone_unique" ON "customers" USING btree ("profile_id","cell_phone") WHERE "customers"."deleted_at" is null and "customers"."kind" = 'account' and "customers"."phone_verified_at" is not null;
