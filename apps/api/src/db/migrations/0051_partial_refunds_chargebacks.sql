DROP INDEX "payment_refunds_order_unique";--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "kind" text DEFAULT 'cancel' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "staff_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "charged_back_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_cancel_unique" ON "payment_refunds" USING btree ("order_id") WHERE "payment_refunds"."kind" = 'cancel';--> statement-breakpoint
CREATE INDEX "payment_refunds_order_idx" ON "payment_refunds" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_kind_check" CHECK ("payment_refunds"."kind" in ('cancel', 'partial'));