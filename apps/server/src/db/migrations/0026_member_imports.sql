CREATE TABLE "member_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"requested_by" uuid,
	"content_hash" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total" bigint NOT NULL,
	"processed" bigint DEFAULT 0 NOT NULL,
	"invited" bigint DEFAULT 0 NOT NULL,
	"failed" bigint DEFAULT 0 NOT NULL,
	"rows" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "member_imports_counts" CHECK ("member_imports"."processed" <= "member_imports"."total" and "member_imports"."invited" + "member_imports"."failed" = "member_imports"."processed")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "invitation_limit" integer;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_imports" ADD CONSTRAINT "member_imports_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_imports_retry_idx" ON "member_imports" USING btree ("organization_id","content_hash","created_at");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_invitation_limit" CHECK ("organizations"."invitation_limit" between 0 and 1000000);