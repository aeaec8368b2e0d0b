-- The game's device sign-in (RFC 8628), its device tokens, and the training data it uploads.
-- Written by hand from drizzle-kit's output: drizzle-kit cannot generate partitioned tables
-- (docs/decisions/0010-training-data.md). Names of tables, constraints and indexes are drizzle-kit's, so the
-- snapshot (meta/0018_snapshot.json) describes this database exactly.
CREATE TABLE "device_authorizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"device_code_hash" text NOT NULL,
	"user_code" text NOT NULL,
	"client_id" text NOT NULL,
	"device_name" text,
	"platform" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"user_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_polled_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	CONSTRAINT "device_authorizations_status_check" CHECK ("device_authorizations"."status" in ('pending', 'approved', 'denied', 'exchanged'))
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"platform" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_results" (
	"session_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"started_at" timestamp with time zone NOT NULL,
	"skill" text NOT NULL,
	"level" integer NOT NULL,
	"exercise_name" text NOT NULL,
	"completed" boolean NOT NULL,
	"accuracy" real NOT NULL,
	"speed" real NOT NULL,
	"gameplay" real NOT NULL,
	"duration_seconds" integer NOT NULL,
	"errors" integer NOT NULL,
	"metrics" jsonb,
	CONSTRAINT "exercise_results_pk" PRIMARY KEY("session_id","position","started_at"),
	CONSTRAINT "exercise_results_scores_check" CHECK ("exercise_results"."accuracy" between 0 and 100 and "exercise_results"."speed" between 0 and 100 and "exercise_results"."gameplay" between 0 and 100)
) PARTITION BY RANGE ("started_at");
--> statement-breakpoint
CREATE TABLE "training_daily" (
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"day" date NOT NULL,
	"skill" text NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"accuracy_sum" double precision DEFAULT 0 NOT NULL,
	"speed_sum" double precision DEFAULT 0 NOT NULL,
	"gameplay_sum" double precision DEFAULT 0 NOT NULL,
	"accuracy_best" real DEFAULT 0 NOT NULL,
	"speed_best" real DEFAULT 0 NOT NULL,
	"gameplay_best" real DEFAULT 0 NOT NULL,
	"highest_level_completed" integer,
	CONSTRAINT "training_daily_pk" PRIMARY KEY("user_id","day","skill")
);
--> statement-breakpoint
CREATE TABLE "training_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"organization_id" uuid,
	"device_token_id" uuid,
	"product_id" uuid,
	"hardware_serial" text,
	"game_version" text NOT NULL,
	"platform" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	CONSTRAINT "training_sessions_span_check" CHECK ("training_sessions"."ended_at" >= "training_sessions"."started_at" and "training_sessions"."ended_at" - "training_sessions"."started_at" <= interval '24 hours')
);
--> statement-breakpoint
ALTER TABLE "device_authorizations" ADD CONSTRAINT "device_authorizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_results" ADD CONSTRAINT "exercise_results_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_daily" ADD CONSTRAINT "training_daily_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "device_authorizations_device_code_unique" ON "device_authorizations" USING btree ("device_code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "device_authorizations_user_code_unique" ON "device_authorizations" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "device_authorizations_expires_idx" ON "device_authorizations" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "device_tokens_token_hash_unique" ON "device_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "device_tokens_user_idx" ON "device_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "device_tokens_last_seen_idx" ON "device_tokens" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "exercise_results_user_started_idx" ON "exercise_results" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "training_daily_org_day_idx" ON "training_daily" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "training_sessions_org_user_started_idx" ON "training_sessions" USING btree ("organization_id","user_id","started_at");--> statement-breakpoint
CREATE INDEX "training_sessions_user_started_idx" ON "training_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE TABLE "exercise_results_default" PARTITION OF "exercise_results" DEFAULT;--> statement-breakpoint
-- One month's partition of exercise_results (UTC months), made ahead by the `training-partitions` schedule.
-- A month whose rows already sit in the default partition is left there (creating it would fail).
CREATE FUNCTION "ensure_exercise_results_partition"(month date) RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
	first timestamptz := (date_trunc('month', month::timestamp) AT TIME ZONE 'UTC');
	next timestamptz := ((date_trunc('month', month::timestamp) + interval '1 month') AT TIME ZONE 'UTC');
	name text := 'exercise_results_' || to_char(date_trunc('month', month::timestamp), 'YYYY_MM');
BEGIN
	IF to_regclass(name) IS NOT NULL THEN RETURN false; END IF;
	IF EXISTS (SELECT 1 FROM exercise_results_default WHERE started_at >= first AND started_at < next) THEN
		RAISE NOTICE 'exercise_results: rows of % are in the default partition; not creating %', month, name;
		RETURN false;
	END IF;
	EXECUTE format('CREATE TABLE %I PARTITION OF exercise_results FOR VALUES FROM (%L) TO (%L)', name, first, next);
	RETURN true;
END $$;--> statement-breakpoint
SELECT "ensure_exercise_results_partition"((now() AT TIME ZONE 'UTC')::date);--> statement-breakpoint
SELECT "ensure_exercise_results_partition"(((now() AT TIME ZONE 'UTC') + interval '1 month')::date);
