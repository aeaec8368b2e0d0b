-- exercise_results' primary key in the readiness fold's order, (user, start, session, position), in place of
-- (session, position, start) and the index of migration 0029: one index for an upload to keep up instead of two. A
-- result is its session's, which has one user and one start, so the key is unique exactly when the old one was.
DROP INDEX "exercise_results_user_fold_idx";--> statement-breakpoint
ALTER TABLE "exercise_results" DROP CONSTRAINT "exercise_results_pk";
--> statement-breakpoint
ALTER TABLE "exercise_results" ADD CONSTRAINT "exercise_results_pk" PRIMARY KEY("user_id","started_at","session_id","position");
