-- The trainee's switch for the refresh-due mails (on by default), and the notices the readiness-decay schedule
-- records once per task and day it became due (issue 25).
CREATE TABLE "readiness_notices" (
	"user_id" uuid NOT NULL,
	"task" text NOT NULL,
	"due_since" date NOT NULL,
	"noticed_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "readiness_notices_user_id_task_due_since_pk" PRIMARY KEY("user_id","task","due_since")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "refresh_reminders" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "readiness_notices" ADD CONSTRAINT "readiness_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;