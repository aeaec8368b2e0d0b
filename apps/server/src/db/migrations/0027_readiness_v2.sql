CREATE TABLE "readiness_priors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid,
	"game_major" text NOT NULL,
	"task" text NOT NULL,
	"prior" jsonb NOT NULL,
	"trainees" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "readiness_priors_scope_key" UNIQUE NULLS NOT DISTINCT("organization_id","game_major","task")
);
--> statement-breakpoint
CREATE TABLE "readiness_states" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" jsonb NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP INDEX "training_readiness_org_idx";--> statement-breakpoint
-- The old model's figures cannot be read by the new one: the server computes every trainee's figure again at start
-- (a user with sessions but no figure of the current model version), so none is kept.
DELETE FROM "training_readiness";--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "state" text DEFAULT 'not_started' NOT NULL;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "figure" jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "blocking_task" text;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "refresh_task" text;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "refresh_due_on" date;--> statement-breakpoint
ALTER TABLE "readiness_priors" ADD CONSTRAINT "readiness_priors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "readiness_states" ADD CONSTRAINT "readiness_states_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_readiness_org_user_idx" ON "training_readiness" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "training_readiness_refresh_due_idx" ON "training_readiness" USING btree ("refresh_due_on");--> statement-breakpoint
ALTER TABLE "training_readiness" DROP COLUMN "blocked_by";--> statement-breakpoint
ALTER TABLE "training_readiness" DROP COLUMN "skills";