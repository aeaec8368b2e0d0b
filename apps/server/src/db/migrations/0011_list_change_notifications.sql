-- Every change to a table that an admin list counts notifies the channel 'list_changed'
-- at commit with the table's name (one notification per table and transaction: PostgreSQL
-- folds identical ones). Each server keeps list totals in memory for a few seconds and drops
-- them on this notification (src/lib/list-count-cache.ts), the way the session cache follows
-- 'auth_changed'. Statement-level triggers: a bulk write notifies once.
CREATE OR REPLACE FUNCTION notify_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('list_changed', TG_TABLE_NAME);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "user_roles_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "organizations_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizations"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "products_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "product_themes_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_themes"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "audit_log_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "shipping_costs_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "shipping_costs"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();--> statement-breakpoint
CREATE TRIGGER "releases_list_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "releases"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_list_changed();
