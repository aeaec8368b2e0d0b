CREATE TABLE "organization_license_managers" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_license_managers_user_unique" UNIQUE("user_id")
);
--> statement-breakpoint
ALTER TABLE "organization_license_managers" ADD CONSTRAINT "organization_license_managers_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_license_managers" ADD CONSTRAINT "organization_license_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "organizations_city_idx" ON "organizations" USING btree ("city","id");--> statement-breakpoint
CREATE INDEX "organizations_country_idx" ON "organizations" USING btree ("country","id");--> statement-breakpoint
CREATE INDEX "organizations_created_at_idx" ON "organizations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "organizations_search_trgm_idx" ON "organizations" USING gin (lower("name" || ' ' || "city") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_country_format" CHECK ("organizations"."country" ~ '^[A-Z]{2}$');--> statement-breakpoint
-- Existing license managers (user_roles rows) become their organization's one manager: the earliest
-- member holding the role; any other holder in the same organization is a trainee from now on.
INSERT INTO "organization_license_managers" ("organization_id", "user_id")
SELECT DISTINCT ON (u."organization_id") u."organization_id", u."id"
FROM "users" u JOIN "user_roles" ur ON ur."user_id" = u."id" AND ur."role" = 'license-manager'
WHERE u."organization_id" IS NOT NULL
ORDER BY u."organization_id", u."created_at", u."id";--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "role")
SELECT ur."user_id", 'trainee' FROM "user_roles" ur JOIN "users" u ON u."id" = ur."user_id"
WHERE ur."role" = 'license-manager' AND u."organization_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "organization_license_managers" m WHERE m."user_id" = ur."user_id")
ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "user_roles" ur USING "users" u
WHERE u."id" = ur."user_id" AND ur."role" = 'license-manager' AND u."organization_id" IS NOT NULL
  AND NOT EXISTS (SELECT 1 FROM "organization_license_managers" m WHERE m."user_id" = ur."user_id");
