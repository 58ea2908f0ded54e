CREATE TABLE "sandbox_dns_records" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_dns_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profile_domains" ADD COLUMN "verification_token" text;--> statement-breakpoint
ALTER TABLE "profile_domains" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sandbox_dns_records_name_idx" ON "sandbox_dns_records" USING btree ("name");--> statement-breakpoint
-- Every host served before verification existed was set up by hand and stays served.
UPDATE "profile_domains" SET "verified_at" = now();