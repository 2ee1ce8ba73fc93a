export const name = 'session-change-notices';

export const sql = /* sql */ `
-- Every instance keeps the sessions it has checked in memory (modules/session/session-cache.ts,
-- docs/decisions/033-session-cache.md) and drops them when told here, on the channel
-- 'portal_session_changes'. Triggers rather than the code that writes, so that every writer tells:
-- logout on any instance, the CLI disabling a user, an operator's SQL. A notice goes out at commit.
-- Payloads: 'session:<id>' (revoked, its lifetime changed or deleted), 'staff:<lower(username)>' (the
-- user changed: disabled, moved, role) and '*' (a branch changed: its name is in staff principals).
CREATE FUNCTION session_change_notice() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('portal_session_changes', 'session:' || OLD.id);
  ELSIF TG_TABLE_NAME = 'branch_users' THEN
    PERFORM pg_notify('portal_session_changes', 'staff:' || lower(OLD.username));
  ELSE
    PERFORM pg_notify('portal_session_changes', '*');
  END IF;
  RETURN NULL;
END;
$$;

-- Moving last_seen_at (at most once a minute a session) changes nothing a cache holds but that
-- time, which only ever moves forward: an older copy can only think a session idler than it is.
CREATE TRIGGER sessions_change_notice AFTER UPDATE ON sessions
  FOR EACH ROW
  WHEN ((OLD.revoked_at, OLD.expires_at, OLD.kind, OLD.subject)
    IS DISTINCT FROM (NEW.revoked_at, NEW.expires_at, NEW.kind, NEW.subject))
  EXECUTE FUNCTION session_change_notice();
CREATE TRIGGER sessions_delete_notice AFTER DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();
CREATE TRIGGER branch_users_change_notice AFTER UPDATE OR DELETE ON branch_users
  FOR EACH ROW EXECUTE FUNCTION session_change_notice();
CREATE TRIGGER branches_change_notice AFTER UPDATE OR DELETE ON branches
  FOR EACH STATEMENT EXECUTE FUNCTION session_change_notice();
`;
