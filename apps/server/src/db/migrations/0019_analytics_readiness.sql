CREATE TABLE "training_readiness" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid,
	"model_version" text NOT NULL,
	"ready" boolean NOT NULL,
	"progress" real NOT NULL,
	"forecast_method" text NOT NULL,
	"hours_left" real,
	"hours_low" real,
	"hours_high" real,
	"blocked_by" text[] DEFAULT '{}'::text[] NOT NULL,
	"skills" jsonb NOT NULL,
	"training_seconds" integer NOT NULL,
	"skill_levels" jsonb NOT NULL,
	"last_trained_at" timestamp with time zone,
	"skill_totals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"session_count" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "training_readiness_progress_check" CHECK ("training_readiness"."progress" between 0 and 1)
);
--> statement-breakpoint
DROP INDEX "training_daily_org_day_idx";--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "summary" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD CONSTRAINT "training_readiness_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD CONSTRAINT "training_readiness_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_readiness_org_idx" ON "training_readiness" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "training_daily_day_idx" ON "training_daily" USING btree ("day");--> statement-breakpoint
CREATE INDEX "training_daily_org_day_idx" ON "training_daily" USING btree ("organization_id","day","user_id","seconds");
--> statement-breakpoint
-- Written by hand (drizzle-kit diffs only the schema): sessions stored before this migration get their
-- summary from their own results, in the order of the skills (contracts' SKILLS). Readiness figures for
-- trainees with training are made at the next start (`refreshStaleReadiness`, docs/decisions/0013-analytics-reads.md).
-- The fill reads every stored result once: on a large database it takes longer than the pool's statement timeout,
-- which is for requests, not for this one-off (the whole migration run is one transaction, so LOCAL lasts to its end).
SET LOCAL statement_timeout = 0;--> statement-breakpoint
UPDATE "training_sessions" s SET "summary" = x.summary FROM (
	SELECT g.session_id, jsonb_agg(jsonb_build_object('skill', g.skill, 'attempts', g.attempts, 'seconds', g.seconds,
		'highest_level', g.highest_level, 'accuracy', g.accuracy, 'speed', g.speed, 'gameplay', g.gameplay)
		ORDER BY array_position(ARRAY['positioning-orienting','grasping','transferring','ligation','cutting','suturing','clipping','dissection'], g.skill)) AS summary
	FROM (
		SELECT r.session_id, r.skill, count(*)::int AS attempts, sum(r.duration_seconds)::int AS seconds,
			max(r.level) FILTER (WHERE r.completed) AS highest_level,
			round(avg(r.accuracy)::numeric, 2)::float8 AS accuracy, round(avg(r.speed)::numeric, 2)::float8 AS speed,
			round(avg(r.gameplay)::numeric, 2)::float8 AS gameplay
		FROM "exercise_results" r GROUP BY r.session_id, r.skill
	) g GROUP BY g.session_id
) x WHERE x.session_id = s.id;
