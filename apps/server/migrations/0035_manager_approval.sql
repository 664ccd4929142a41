-- Manager approval at the POS: the PIN of each person the owner lets approve (a row: the right to
-- approve), with the wrong-PIN count that locks it for a while, and the one-time approvals a
-- manager's PIN hands to a cashier's next request.

CREATE TABLE manager_pins (
  supplier_id  bigint NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  user_id      bigint NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  pin_hash     text NOT NULL,
  wrong_pins   integer NOT NULL DEFAULT 0,
  locked_until timestamptz,
  updated_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, user_id)
);

CREATE TABLE manager_approvals (
  supplier_id    bigint NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  approval_token text NOT NULL,
  approver_id    bigint NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  -- The cashier whose screen the PIN was entered on: only their request may use it.
  requested_by   bigint NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  used_at        timestamptz,
  PRIMARY KEY (supplier_id, approval_token)
);
