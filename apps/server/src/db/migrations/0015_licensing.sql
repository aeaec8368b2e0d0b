CREATE TABLE "billing_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"organization_id" uuid,
	"user_id" uuid,
	"legal_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"vat_number" text,
	"street" text NOT NULL,
	"house_number" text NOT NULL,
	"addition" text,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"purchase_order" text,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"cycle_months" integer NOT NULL,
	"pending_cycle_months" integer,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_entity" CHECK (("billing_accounts"."entity_type" = 'ORGANIZATION' and "billing_accounts"."organization_id" is not null and "billing_accounts"."user_id" is null) or ("billing_accounts"."entity_type" = 'USER' and "billing_accounts"."user_id" is not null and "billing_accounts"."organization_id" is null)),
	CONSTRAINT "billing_accounts_cycle" CHECK ("billing_accounts"."cycle_months" in (3, 6, 12)),
	CONSTRAINT "billing_accounts_pending_cycle" CHECK ("billing_accounts"."pending_cycle_months" in (3, 6, 12)),
	CONSTRAINT "billing_accounts_period" CHECK ("billing_accounts"."period_start" <= "billing_accounts"."period_end"),
	CONSTRAINT "billing_accounts_country_format" CHECK ("billing_accounts"."country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "license_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"license_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"attached_at" timestamp with time zone DEFAULT now() NOT NULL,
	"detached_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"billing_account_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" text DEFAULT 'software' NOT NULL,
	"amount" integer,
	"amount_type" text NOT NULL,
	"pending_amount" integer,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"active_from" date NOT NULL,
	"active_to" date NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_id_product_unique" UNIQUE("id","product_id"),
	CONSTRAINT "licenses_software_only" CHECK ("licenses"."product_type" = 'software'),
	CONSTRAINT "licenses_amount" CHECK (("licenses"."amount_type" = 'seats' and "licenses"."amount" between 1 and 100000) or ("licenses"."amount_type" = 'unlimited' and "licenses"."amount" is null and "licenses"."pending_amount" is null)),
	CONSTRAINT "licenses_pending_amount" CHECK ("licenses"."pending_amount" between 1 and 100000),
	CONSTRAINT "licenses_dates" CHECK ("licenses"."starts_on" <= "licenses"."ends_on"),
	CONSTRAINT "licenses_span" CHECK ("licenses"."ends_on" <= "licenses"."starts_on" + interval '5 years'),
	CONSTRAINT "licenses_active_dates" CHECK ("licenses"."active_from" <= "licenses"."active_to")
);
--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "billing_accounts" ADD CONSTRAINT "billing_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_seats" ADD CONSTRAINT "license_seats_license_fk" FOREIGN KEY ("license_id","product_id") REFERENCES "public"."licenses"("id","product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_product_fk" FOREIGN KEY ("product_id","product_type") REFERENCES "public"."products"("id","type") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_organization_unique" ON "billing_accounts" USING btree ("organization_id");--> statement-breakpoint
CREATE UNIQUE INDEX "billing_accounts_user_unique" ON "billing_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_accounts_period_end_idx" ON "billing_accounts" USING btree ("period_end","id");--> statement-breakpoint
CREATE INDEX "billing_accounts_created_at_idx" ON "billing_accounts" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "license_seats_attached_unique" ON "license_seats" USING btree ("license_id","user_id") WHERE "license_seats"."detached_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "license_seats_product_unique" ON "license_seats" USING btree ("user_id","product_id") WHERE "license_seats"."detached_at" is null;--> statement-breakpoint
CREATE INDEX "license_seats_license_attached_idx" ON "license_seats" USING btree ("license_id") WHERE "license_seats"."detached_at" is null;--> statement-breakpoint
CREATE INDEX "license_seats_user_idx" ON "license_seats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "licenses_billing_idx" ON "licenses" USING btree ("billing_account_id");--> statement-breakpoint
CREATE INDEX "licenses_ends_on_idx" ON "licenses" USING btree ("ends_on","id");--> statement-breakpoint
CREATE INDEX "licenses_product_idx" ON "licenses" USING btree ("product_id");--> statement-breakpoint
-- The admin lists of billing accounts and licenses cache their totals (src/lib/list-count-cache.ts, migration 0011).
CREATE TRIGGER "billing_accounts_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "billing_accounts"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "licenses_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "licenses"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "license_seats_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "license_seats"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();
