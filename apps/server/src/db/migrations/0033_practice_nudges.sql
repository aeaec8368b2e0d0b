CREATE TABLE "practice_nudge_mails" (
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "practice_nudge_mails_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "inactivity_reminder_days" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "practice_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_goal_minutes" integer;--> statement-breakpoint
ALTER TABLE "practice_nudge_mails" ADD CONSTRAINT "practice_nudge_mails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_inactivity_reminder_days" CHECK ("organizations"."inactivity_reminder_days" between 3 and 60);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_weekly_goal_minutes" CHECK ("users"."weekly_goal_minutes" between 10 and 3000);