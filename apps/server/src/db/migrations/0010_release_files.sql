ALTER TABLE "releases" ALTER COLUMN "url" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ALTER COLUMN "size_bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ALTER COLUMN "sha256" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "releases" ADD COLUMN "file_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "releases_file_key_unique" ON "releases" USING btree ("file_key");--> statement-breakpoint
ALTER TABLE "releases" ADD CONSTRAINT "releases_source" CHECK (("releases"."url" is not null and "releases"."file_key" is null and "releases"."file_name" is null and "releases"."size_bytes" is not null and "releases"."sha256" is not null) or ("releases"."url" is null and ("releases"."file_key" is null) = ("releases"."file_name" is null) and ("releases"."file_key" is null) = ("releases"."size_bytes" is null) and ("releases"."file_key" is null) = ("releases"."sha256" is null)));