-- Login throttling (docs/decisions/0068-login-throttling.md): one counter row per key, read and
-- changed under its row lock, so that concurrent attempts, from any number of server processes,
-- cannot all be checked before one of them is counted.
--
-- key: 'p:<e-mail>|<address>' one address against one account, 'd:<device>' a browser that has
-- signed in to the account before, 'i:<address>' one address against every account,
-- 'a:<e-mail>' one account from everywhere. failures: failed (or still running) password checks
-- since the last quiet hour; last_failure_at: when the latest was counted.
CREATE TABLE login_throttles (
  key             text PRIMARY KEY,
  failures        integer NOT NULL DEFAULT 0,
  last_failure_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_throttles_last_failure_idx ON login_throttles (last_failure_at);
