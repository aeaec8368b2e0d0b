CREATE TABLE "training_weekly" (
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"organization_id" uuid,
	"seconds" integer NOT NULL,
	CONSTRAINT "training_weekly_pk" PRIMARY KEY("user_id","week_start")
);
--> statement-breakpoint
DROP INDEX "training_daily_org_day_idx";--> statement-breakpoint
ALTER TABLE "training_weekly" ADD CONSTRAINT "training_weekly_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Written by hand (drizzle-kit diffs only the schema): the weeks of the training stored so far, from the daily
-- rollups, as the upload sums them (`addToDailyRollups`), before the index is built.
INSERT INTO "training_weekly" ("user_id", "week_start", "organization_id", "seconds")
SELECT d.user_id, date_trunc('week', d.day::timestamp)::date, (array_agg(d.organization_id ORDER BY d.day DESC))[1], sum(d.seconds)
FROM "training_daily" d
GROUP BY 1, 2;--> statement-breakpoint
CREATE INDEX "training_weekly_org_week_idx" ON "training_weekly" USING btree ("organization_id","week_start","user_id","seconds");
