CREATE TABLE "hardware_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" text DEFAULT 'hardware' NOT NULL,
	"serial_number" text NOT NULL,
	"purchase_date" date NOT NULL,
	"warranty_ends_on" date NOT NULL,
	"organization_id" uuid,
	"user_id" uuid,
	"shipping_country" text NOT NULL,
	"shipping_cost" integer NOT NULL,
	"shipping_currency" text NOT NULL,
	"status" text DEFAULT 'ordered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hardware_items_hardware_only" CHECK ("hardware_items"."product_type" = 'hardware'),
	CONSTRAINT "hardware_items_owner" CHECK (("hardware_items"."organization_id" is null) <> ("hardware_items"."user_id" is null)),
	CONSTRAINT "hardware_items_serial_capitals" CHECK ("hardware_items"."serial_number" = upper("hardware_items"."serial_number")),
	CONSTRAINT "hardware_items_serial_format" CHECK ("hardware_items"."serial_number" ~ '^[A-Z0-9][A-Z0-9._/-]{0,63}$'),
	CONSTRAINT "hardware_items_warranty" CHECK ("hardware_items"."warranty_ends_on" >= "hardware_items"."purchase_date"),
	CONSTRAINT "hardware_items_shipping_country_format" CHECK ("hardware_items"."shipping_country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "hardware_items_shipping_cost_range" CHECK ("hardware_items"."shipping_cost" between 0 and 100000000),
	CONSTRAINT "hardware_items_shipping_currency_format" CHECK ("hardware_items"."shipping_currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "hardware_items" ADD CONSTRAINT "hardware_items_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware_items" ADD CONSTRAINT "hardware_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hardware_items" ADD CONSTRAINT "hardware_items_product_fk" FOREIGN KEY ("product_id","product_type") REFERENCES "public"."products"("id","type") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hardware_items_serial_unique" ON "hardware_items" USING btree (upper("serial_number"));--> statement-breakpoint
CREATE INDEX "hardware_items_serial_trgm_idx" ON "hardware_items" USING gin ("serial_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hardware_items_organization_idx" ON "hardware_items" USING btree ("organization_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hardware_items_user_idx" ON "hardware_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "hardware_items_product_idx" ON "hardware_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "hardware_items_created_at_idx" ON "hardware_items" USING btree ("created_at","id");--> statement-breakpoint
-- The hardware lists cache their totals (src/lib/list-count-cache.ts, migration 0011).
CREATE TRIGGER "hardware_items_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "hardware_items"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();
