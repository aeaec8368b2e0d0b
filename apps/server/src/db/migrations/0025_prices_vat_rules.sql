-- Issued invoices keep what they were issued with: the lines get the rule their invoice applied (German
-- VAT, or the reverse charge: Art. 196 for licenses, Art. 138 for goods), the invoice the rate's country.
ALTER TABLE "invoice_lines" ADD COLUMN "vat_rule" text;--> statement-breakpoint
UPDATE "invoice_lines" SET "vat_rule" = CASE WHEN "invoices"."reverse_charge" THEN (CASE WHEN "invoice_lines"."kind" = 'license' THEN 'reverse_charge' ELSE 'intra_community' END) ELSE 'domestic' END FROM "invoices" WHERE "invoices"."id" = "invoice_lines"."invoice_id";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "vat_rule" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "vat_country" text;--> statement-breakpoint
UPDATE "invoices" SET "vat_country" = 'DE' WHERE "vat_rate_bp" > 0;--> statement-breakpoint
-- A product's one price becomes its price in its currency.
ALTER TABLE "products" ADD COLUMN "prices" jsonb;--> statement-breakpoint
UPDATE "products" SET "prices" = jsonb_build_object("currency", "price");--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "prices" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_prices" CHECK (jsonb_typeof("products"."prices") = 'object' and "products"."prices" - array['EUR', 'USD', 'GBP', 'CHF'] = '{}'::jsonb and not jsonb_path_exists("products"."prices", '$.* ? (@.type() != "number" || @ < 0 || @ > 1000000000 || @.floor() != @)') and ("products"."prices" ->> "products"."currency")::integer = "products"."price");