CREATE TABLE "benchmark_experts" (
	"benchmark_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"user_id" uuid,
	"tasks" jsonb NOT NULL,
	CONSTRAINT "benchmark_experts_pk" PRIMARY KEY("benchmark_id","position")
);
--> statement-breakpoint
CREATE TABLE "benchmarks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"name" text,
	"source" text,
	"targets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expert_attempts" integer,
	"expert_tasks" jsonb,
	"active" boolean DEFAULT false NOT NULL,
	"portal_default" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"activated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "benchmark_id" uuid;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "benchmark_version" text;--> statement-breakpoint
ALTER TABLE "benchmark_experts" ADD CONSTRAINT "benchmark_experts_benchmark_id_benchmarks_id_fk" FOREIGN KEY ("benchmark_id") REFERENCES "public"."benchmarks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmark_experts" ADD CONSTRAINT "benchmark_experts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmarks" ADD CONSTRAINT "benchmarks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "benchmarks" ADD CONSTRAINT "benchmarks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "benchmark_experts_user_idx" ON "benchmark_experts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_organization_number_key" ON "benchmarks" USING btree ("organization_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_one_active_per_organization" ON "benchmarks" USING btree ("organization_id") WHERE "benchmarks"."active";--> statement-breakpoint
CREATE UNIQUE INDEX "benchmarks_one_portal_default" ON "benchmarks" USING btree ("portal_default") WHERE "benchmarks"."portal_default";