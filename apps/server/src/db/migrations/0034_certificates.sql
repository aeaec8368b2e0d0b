CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"serial" serial NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"holder_name" text NOT NULL,
	"organization_name" text,
	"achievement" text NOT NULL,
	"achievement_key" text NOT NULL,
	"model_version" text,
	"benchmark_version" text,
	"issued_at" timestamp with time zone NOT NULL,
	"verification_code" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"revocation_reason" text,
	CONSTRAINT "certificates_revocation_check" CHECK (("certificates"."revoked_at" is null) = ("certificates"."revocation_reason" is null))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_user_achievement_key" ON "certificates" USING btree ("user_id","achievement_key");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_verification_code_key" ON "certificates" USING btree ("verification_code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_serial_key" ON "certificates" USING btree ("serial");--> statement-breakpoint
CREATE INDEX "certificates_organization_idx" ON "certificates" USING btree ("organization_id","issued_at");