CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_sequence" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"license_id" uuid,
	"product_id" uuid,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"period_start" date,
	"period_end" date,
	CONSTRAINT "invoice_lines_quantity" CHECK ("invoice_lines"."quantity" >= 1),
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."unit_price_minor" >= 0 and "invoice_lines"."amount_minor" = "invoice_lines"."unit_price_minor" * "invoice_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"billing_account_id" uuid NOT NULL,
	"issued_on" date NOT NULL,
	"due_on" date NOT NULL,
	"period_start" date,
	"period_end" date,
	"currency" text NOT NULL,
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
	"net_minor" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"total_minor" integer NOT NULL,
	"reverse_charge" boolean NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"status_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_period" CHECK ("invoices"."period_start" is null or "invoices"."period_start" <= "invoices"."period_end"),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."net_minor" >= 0 and "invoices"."vat_minor" >= 0 and "invoices"."total_minor" = "invoices"."net_minor" + "invoices"."vat_minor"),
	CONSTRAINT "invoices_vat_rate" CHECK ("invoices"."vat_rate_bp" between 0 and 10000),
	CONSTRAINT "invoices_sequence" CHECK ("invoices"."sequence" >= 1)
);
--> statement-breakpoint
CREATE TABLE "license_notices" (
	"license_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"ends_on" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "license_notices_license_id_kind_ends_on_pk" PRIMARY KEY("license_id","kind","ends_on")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_billing_account_id_billing_accounts_id_fk" FOREIGN KEY ("billing_account_id") REFERENCES "public"."billing_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "license_notices" ADD CONSTRAINT "license_notices_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position_unique" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_unique" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_billing_period_unique" ON "invoices" USING btree ("billing_account_id","period_start") WHERE "invoices"."period_start" is not null;--> statement-breakpoint
CREATE INDEX "invoices_billing_idx" ON "invoices" USING btree ("billing_account_id","issued_on");--> statement-breakpoint
CREATE INDEX "invoices_issued_on_idx" ON "invoices" USING btree ("issued_on","id");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","issued_on");