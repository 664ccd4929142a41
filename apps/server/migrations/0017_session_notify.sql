-- Sessions (one statement less on every signed-in request). Servers keep the sessions
-- they resolved in memory, as the storefront keeps shops (0015); whatever changes what a session
-- may do is announced on the channel `sessions` when its transaction commits:
--   't:<token hash>'  a session was ended or switched store, outlet or account;
--   'u:<user id>'     a user's role, permissions, name, e-mail, activity or password-reset flag;
--   's:<supplier id>' a store's type (it decides what staff may see).
-- A touch (expires_at moved on, once a minute at most per session) is announced too, so any change
-- of a session's expiry, ours or not, ends what a server kept.
CREATE FUNCTION notify_session_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('sessions', 't:' || OLD.token_hash);
  ELSIF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('sessions', 'u:' || OLD.user_id::text);
  ELSE
    PERFORM pg_notify('sessions', 's:' || OLD.supplier_id::text);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER sessions_notify
  AFTER DELETE OR UPDATE OF user_id, supplier_id, acting_as_admin, selected_outlet_id, selected_account_id, expires_at
  ON sessions FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER users_session_notify
  AFTER DELETE OR UPDATE OF role, email, first_name, permissions, enforce_password_reset, is_active
  ON users FOR EACH ROW EXECUTE FUNCTION notify_session_change();
CREATE TRIGGER suppliers_session_notify
  AFTER DELETE OR UPDATE OF supplier_type
  ON suppliers FOR EACH ROW EXECUTE FUNCTION notify_session_change();
