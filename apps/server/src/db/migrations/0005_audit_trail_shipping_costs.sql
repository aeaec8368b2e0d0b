CREATE TABLE "shipping_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_costs_country_format" CHECK ("shipping_costs"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "shipping_costs_amount_range" CHECK ("shipping_costs"."amount" between 0 and 100000000),
	CONSTRAINT "shipping_costs_currency_format" CHECK ("shipping_costs"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "audit_log_time_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_email" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
-- The trail keeps the emails as they were: fill them for the rows written before this migration.
UPDATE "audit_log" SET "user_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."user_id";--> statement-breakpoint
UPDATE "audit_log" SET "actor_email" = "users"."email" FROM "users" WHERE "users"."id" = "audit_log"."actor_id";--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_costs_country_unique" ON "shipping_costs" USING btree ("country");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_costs_one_default" ON "shipping_costs" USING btree (("country" is null)) WHERE "shipping_costs"."country" is null;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action" text_pattern_ops,"occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_user_email_trgm_idx" ON "audit_log" USING gin ("user_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_actor_email_trgm_idx" ON "audit_log" USING gin ("actor_email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_time_idx" ON "audit_log" USING btree ("occurred_at","id");--> statement-breakpoint
-- The one default (every country without a row of its own) always exists: it can be changed, never deleted.
INSERT INTO "shipping_costs" ("country", "amount", "currency") VALUES (NULL, 0, 'EUR');
