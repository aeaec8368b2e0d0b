-- exercise_results without its foreign key to training_sessions (issue 25, "Off the upload path, and cheap"): its check,
-- one look-up per inserted row of the session inserted just before in the same transaction, was about 0.6 s of a
-- maximal upload's 20,000 rows. Results are written only with their session (`storeSessions`); what the key's cascade
-- did, deleting a session's results with it (a user's deletion deletes their sessions), this statement trigger does,
-- once per statement, on the results' key by user and start.
ALTER TABLE "exercise_results" DROP CONSTRAINT "exercise_results_session_id_training_sessions_id_fk";--> statement-breakpoint
CREATE FUNCTION "delete_session_results"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "exercise_results" r USING gone g
	WHERE r.user_id = g.user_id AND r.started_at = g.started_at AND r.session_id = g.id;
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "training_sessions_delete_results" AFTER DELETE ON "training_sessions"
	REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION "delete_session_results"();
