CREATE TABLE "sandbox_mp_authorization_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"user_id" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_card_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"user_id" bigint NOT NULL,
	"card_id" text,
	"card_hash" text NOT NULL,
	"first_six_digits" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"payment_method_id" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"identification_type" text,
	"identification_number" text,
	"security_code_length" integer NOT NULL,
	"challenge" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_cards" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"card_hash" text NOT NULL,
	"first_six_digits" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"payment_method_id" text NOT NULL,
	"cardholder_name" text NOT NULL,
	"challenge" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_mp_cards_number_unique" UNIQUE("customer_id","card_hash")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_mp_customers_email_unique" UNIQUE("user_id","email")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_payments" (
	"id" bigint PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"status_detail" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"application_fee_cents" integer,
	"description" text,
	"installments" integer NOT NULL,
	"payment_method_id" text NOT NULL,
	"payment_type_id" text NOT NULL,
	"issuer_id" text,
	"external_reference" text,
	"notification_url" text,
	"statement_descriptor" text,
	"metadata" jsonb,
	"payer_email" text,
	"payer_id" text,
	"card_id" text,
	"first_six_digits" text NOT NULL,
	"last_four_digits" text NOT NULL,
	"expiration_month" integer NOT NULL,
	"expiration_year" integer NOT NULL,
	"cardholder_name" text NOT NULL,
	"challenge_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notification_result" text,
	CONSTRAINT "sandbox_mp_payments_challenge_id_unique" UNIQUE("challenge_id"),
	CONSTRAINT "sandbox_mp_payments_idempotency_unique" UNIQUE("user_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_refunds" (
	"id" bigint PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_mp_refunds_idempotency_unique" UNIQUE("payment_id","idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mp_sellers" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"access_token" text NOT NULL,
	"access_token_expires_at" timestamp with time zone NOT NULL,
	"refresh_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_mp_sellers_public_key_unique" UNIQUE("public_key"),
	CONSTRAINT "sandbox_mp_sellers_access_token_unique" UNIQUE("access_token"),
	CONSTRAINT "sandbox_mp_sellers_refresh_token_unique" UNIQUE("refresh_token")
);
--> statement-breakpoint
CREATE INDEX "sandbox_mp_payments_created_idx" ON "sandbox_mp_payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_mp_payments_reference_idx" ON "sandbox_mp_payments" USING btree ("user_id","external_reference");