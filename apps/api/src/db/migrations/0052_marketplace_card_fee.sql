ALTER TABLE "payments" ADD COLUMN "application_fee_cents" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_fee_basis_points" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_card_fee_check" CHECK ("profiles"."card_fee_basis_points" between 0 and 3000);