-- Every change to who a signed-in user is or what they may do notifies the channel
-- 'auth_changed' at commit, with the user's id, or '*' for everyone. Each server keeps
-- the signed-in user of a session in memory for a few seconds and drops it on this
-- notification (src/db/auth-changes.ts). Triggers, not application code, so that no
-- code path (nor a hand-written UPDATE) can forget to invalidate.
-- TG_ARGV[0] names the column holding the user id, or is '*'.
CREATE OR REPLACE FUNCTION notify_auth_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  key text := TG_ARGV[0];
BEGIN
  IF key = '*' OR TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('auth_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('auth_changed', coalesce(to_jsonb(OLD) ->> key, '*'));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('auth_changed', coalesce(to_jsonb(NEW) ->> key, '*'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- Sessions: ended (sign-out, password change, housekeeping), moved or cut short. Writing
-- last_seen_at forward (the batched activity write) is not a change.
CREATE TRIGGER "sessions_auth_changed_delete" AFTER DELETE ON "sessions"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_update" AFTER UPDATE ON "sessions"
  FOR EACH ROW WHEN (
    OLD.id IS DISTINCT FROM NEW.id OR OLD.user_id IS DISTINCT FROM NEW.user_id
    OR OLD.expires_at IS DISTINCT FROM NEW.expires_at OR NEW.last_seen_at < OLD.last_seen_at
  ) EXECUTE FUNCTION notify_auth_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_truncate" AFTER TRUNCATE ON "sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');--> statement-breakpoint
-- Users: any change but the update time (status, password, email, organization, names,
-- language, second factor, must_change_password, and columns added later).
CREATE TRIGGER "users_auth_changed_update" AFTER UPDATE ON "users"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at'))
  EXECUTE FUNCTION notify_auth_changed('id');--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_delete" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('id');--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_truncate" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');--> statement-breakpoint
-- Roles and permissions of a user, granted directly or through a role.
CREATE TRIGGER "user_roles_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_roles"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "user_roles_auth_changed_truncate" AFTER TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');--> statement-breakpoint
CREATE TRIGGER "user_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE ON "user_permissions"
  FOR EACH ROW EXECUTE FUNCTION notify_auth_changed('user_id');--> statement-breakpoint
CREATE TRIGGER "user_permissions_auth_changed_truncate" AFTER TRUNCATE ON "user_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');--> statement-breakpoint
CREATE TRIGGER "role_permissions_auth_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "role_permissions"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');--> statement-breakpoint
-- Organizations (the signed-in user carries its organization): everyone, they change rarely.
CREATE TRIGGER "organizations_auth_changed_update" AFTER UPDATE ON "organizations"
  FOR EACH ROW WHEN ((to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at'))
  EXECUTE FUNCTION notify_auth_changed('*');--> statement-breakpoint
CREATE TRIGGER "organizations_auth_changed_delete" AFTER DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_auth_changed('*');
