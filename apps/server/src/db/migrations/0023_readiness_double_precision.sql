ALTER TABLE "training_readiness" ALTER COLUMN "progress" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "training_readiness" ALTER COLUMN "hours_left" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "training_readiness" ALTER COLUMN "hours_low" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "training_readiness" ALTER COLUMN "hours_high" SET DATA TYPE double precision;--> statement-breakpoint
ALTER TABLE "training_readiness" ADD COLUMN "stale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- "Last trained" never lies in the future (sessions starting in 2999 were stored before such starts were refused).
UPDATE "training_readiness" SET "last_trained_at" = now() WHERE "last_trained_at" > now();
