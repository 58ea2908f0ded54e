CREATE TABLE "whatsapp_accounts" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"phone_number_id" text NOT NULL,
	"display_phone" text NOT NULL,
	"access_token" text NOT NULL,
	"app_secret" text NOT NULL,
	"verify_token" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_accounts_phone_number_id_unique" UNIQUE("phone_number_id")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_opt_outs" (
	"profile_id" integer NOT NULL,
	"phone" text NOT NULL,
	"opted_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_opt_outs_profile_id_phone_pk" PRIMARY KEY("profile_id","phone")
);
--> statement-breakpoint
CREATE TABLE "whatsapp_webhook_events" (
	"profile_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_webhook_events_profile_id_event_key_pk" PRIMARY KEY("profile_id","event_key")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_accounts" ADD CONSTRAINT "whatsapp_accounts_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_opt_outs" ADD CONSTRAINT "whatsapp_opt_outs_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_webhook_events" ADD CONSTRAINT "whatsapp_webhook_events_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_webhook_events_received_idx" ON "whatsapp_webhook_events" USING btree ("received_at");