CREATE TABLE "releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"product_type" text DEFAULT 'software' NOT NULL,
	"version" text NOT NULL,
	"version_major" integer NOT NULL,
	"version_minor" integer NOT NULL,
	"version_patch" integer NOT NULL,
	"version_prerelease" text,
	"platform" text NOT NULL,
	"url" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"sha256" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "releases_software_only" CHECK ("releases"."product_type" = 'software'),
	CONSTRAINT "releases_url_https" CHECK ("releases"."url" ~ '^https://'),
	CONSTRAINT "releases_sha256_hex" CHECK ("releases"."sha256" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "releases_size_positive" CHECK ("releases"."size_bytes" > 0),
	CONSTRAINT "releases_published_at" CHECK (("releases"."published" and "releases"."published_at" is not null) or (not "releases"."published" and "releases"."published_at" is null))
);
--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_product_fk" FOREIGN KEY ("product_id","product_type") REFERENCES "public"."products"("id","type") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_version_unique" ON "releases" USING btree ("product_id","platform","version");--> statement-breakpoint
CREATE INDEX "releases_product_version_idx" ON "releases" USING btree ("product_id","version_major","version_minor","version_patch","id");--> statement-breakpoint
CREATE INDEX "releases_product_platform_idx" ON "releases" USING btree ("product_id","platform","id");--> statement-breakpoint
CREATE INDEX "releases_product_published_at_idx" ON "releases" USING btree ("product_id","published_at","id");--> statement-breakpoint
CREATE INDEX "releases_product_created_at_idx" ON "releases" USING btree ("product_id","created_at","id");--> statement-breakpoint
CREATE INDEX "releases_latest_published_idx" ON "releases" USING btree ("product_id","platform","version_major","version_minor","version_patch") WHERE "releases"."published";