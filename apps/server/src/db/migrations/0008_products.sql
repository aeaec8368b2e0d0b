CREATE TABLE "product_themes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" text DEFAULT 'software' NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'active' NOT NULL,
	"image_key" text,
	"thumbnail_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_themes_software_only" CHECK ("product_themes"."product_type" = 'software')
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"duration" integer,
	"duration_type" text,
	"sku" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"details_url" text,
	"status" text DEFAULT 'active' NOT NULL,
	"variant" text,
	"image_key" text,
	"thumbnail_key" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_id_type_unique" UNIQUE("id","type"),
	CONSTRAINT "products_price_range" CHECK ("products"."price" between 0 and 1000000000),
	CONSTRAINT "products_currency_format" CHECK ("products"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "products_details_url_scheme" CHECK ("products"."details_url" is null or "products"."details_url" ~* '^https?://'),
	CONSTRAINT "products_software_duration" CHECK ("products"."type" <> 'software' or ("products"."duration" in (3, 6, 12) and "products"."duration_type" = 'month'))
);
--> statement-breakpoint
CREATE TABLE "user_available_products" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" text DEFAULT 'software' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_available_products_user_id_product_id_pk" PRIMARY KEY("user_id","product_id"),
	CONSTRAINT "user_available_products_software_only" CHECK ("user_available_products"."product_type" = 'software')
);
--> statement-breakpoint
ALTER TABLE "product_themes" ADD CONSTRAINT "product_themes_product_fk" FOREIGN KEY ("product_id","product_type") REFERENCES "public"."products"("id","type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_available_products" ADD CONSTRAINT "user_available_products_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_available_products" ADD CONSTRAINT "user_available_products_product_fk" FOREIGN KEY ("product_id","product_type") REFERENCES "public"."products"("id","type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_themes_name_unique" ON "product_themes" USING btree ("product_id",lower("name"));--> statement-breakpoint
CREATE INDEX "product_themes_product_name_idx" ON "product_themes" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "product_themes_product_status_idx" ON "product_themes" USING btree ("product_id","status");--> statement-breakpoint
CREATE INDEX "product_themes_product_created_at_idx" ON "product_themes" USING btree ("product_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_unique" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_type_name_idx" ON "products" USING btree ("type","name");--> statement-breakpoint
CREATE INDEX "products_type_price_idx" ON "products" USING btree ("type","price");--> statement-breakpoint
CREATE INDEX "products_type_status_idx" ON "products" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "products_type_created_at_idx" ON "products" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "products_name_idx" ON "products" USING btree ("name");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_available_products_product_idx" ON "user_available_products" USING btree ("product_id");