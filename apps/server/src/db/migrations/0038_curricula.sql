CREATE TABLE "curricula" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "curricula_id_organization_key" UNIQUE("id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "curriculum_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"due_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "curriculum_completions" (
	"user_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"completed_on" date NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "curriculum_completions_user_id_version_id_pk" PRIMARY KEY("user_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "curriculum_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "curriculum_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "curriculum_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "curriculum_groups_id_organization_key" UNIQUE("id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "curriculum_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"curriculum_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"modules" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "curriculum_name" text;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "curriculum_version" integer;--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_assignments" ADD CONSTRAINT "curriculum_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_assignments" ADD CONSTRAINT "curriculum_assignments_version_id_curriculum_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."curriculum_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_assignments" ADD CONSTRAINT "curriculum_assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_assignments" ADD CONSTRAINT "curriculum_assignments_curriculum_fk" FOREIGN KEY ("curriculum_id","organization_id") REFERENCES "public"."curricula"("id","organization_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_assignments" ADD CONSTRAINT "curriculum_assignments_group_fk" FOREIGN KEY ("group_id","organization_id") REFERENCES "public"."curriculum_groups"("id","organization_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_completions" ADD CONSTRAINT "curriculum_completions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_completions" ADD CONSTRAINT "curriculum_completions_version_id_curriculum_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."curriculum_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_group_members" ADD CONSTRAINT "curriculum_group_members_group_id_curriculum_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."curriculum_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_group_members" ADD CONSTRAINT "curriculum_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_groups" ADD CONSTRAINT "curriculum_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "curriculum_versions" ADD CONSTRAINT "curriculum_versions_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "curricula_name_key" ON "curricula" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_assignments_group_key" ON "curriculum_assignments" USING btree ("curriculum_id","group_id");--> statement-breakpoint
CREATE INDEX "curriculum_assignments_group_idx" ON "curriculum_assignments" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "curriculum_assignments_organization_idx" ON "curriculum_assignments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "curriculum_group_members_user_idx" ON "curriculum_group_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_groups_name_key" ON "curriculum_groups" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "curriculum_versions_version_key" ON "curriculum_versions" USING btree ("curriculum_id","version");