-- A user's sessions with results in the readiness fold's order: the job counts those at or before where its fold stopped
-- (a late upload folds again) and all of them from this index alone, where it read each session's row (issue 25).
CREATE INDEX "training_sessions_user_folded_idx" ON "training_sessions" USING btree ("user_id","started_at","id") WHERE "training_sessions"."summary" <> '[]'::jsonb;
