-- A user's exercise results in the readiness fold's order (start, session, position), replacing the index on (user, start):
-- the `readiness-compute` job reads on from where its fold stopped as one ordered range of this index, where it sorted
-- everything after that start each time (issue 25, "Off the upload path, and cheap"). Still one index to keep up at upload.
DROP INDEX "exercise_results_user_started_idx";--> statement-breakpoint
CREATE INDEX "exercise_results_user_fold_idx" ON "exercise_results" USING btree ("user_id","started_at","session_id","position");
