DROP INDEX "audit_log_action_idx";--> statement-breakpoint
CREATE INDEX "audit_log_action_c_idx" ON "audit_log" USING btree ("action" collate "C","occurred_at");