CREATE TABLE "organization_sso" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text NOT NULL,
	"default_role" text DEFAULT 'trainee' NOT NULL,
	"refuse_password_sign_in" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "organization_sso_default_role" CHECK ("organization_sso"."default_role" in ('trainee', 'trainer'))
);
--> statement-breakpoint
CREATE TABLE "sso_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	CONSTRAINT "sso_domains_lower_case" CHECK ("sso_domains"."domain" = lower("sso_domains"."domain"))
);
--> statement-breakpoint
CREATE TABLE "sso_logins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"id_token" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organization_sso" ADD CONSTRAINT "organization_sso_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_domains" ADD CONSTRAINT "sso_domains_organization_id_organization_sso_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization_sso"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_logins" ADD CONSTRAINT "sso_logins_organization_id_organization_sso_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization_sso"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_organization_id_organization_sso_organization_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organization_sso"("organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_domains_organization_idx" ON "sso_domains" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "sso_logins_expires_idx" ON "sso_logins" USING btree ("expires_at");