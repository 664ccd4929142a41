-- Staff, roles and outlets managed by the store (back-office.md §3, §6, §7).
-- A member's role as the owner named it: a cashier signs in as a staff member (users.role 'staff')
-- whose usual rights are billing only. NULL for people added before: their users.role names it.
ALTER TABLE users ADD COLUMN member_role text
  CHECK (member_role IS NULL OR member_role IN ('owner', 'staff', 'cashier', 'delivery_boy'));

-- The counters (accounts) a member may use; none listed: every counter of their outlets.
CREATE TABLE staff_accounts (
  supplier_id bigint NOT NULL,
  user_id     bigint NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  account_id  bigint NOT NULL,
  PRIMARY KEY (supplier_id, user_id, account_id),
  FOREIGN KEY (supplier_id, account_id) REFERENCES accounts (supplier_id, account_id) ON DELETE CASCADE
);

-- One-time links with which an invited member sets their own password; only the token's SHA-256 is kept.
CREATE TABLE staff_invitations (
  supplier_id bigint NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  token_hash  text NOT NULL,
  user_id     bigint NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  created_by  bigint NOT NULL,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, token_hash),
  UNIQUE (token_hash)
);
CREATE INDEX staff_invitations_user_idx ON staff_invitations (supplier_id, user_id);

-- An outlet's details for its bills (GSTIN per outlet, phone, hours) and whether it still trades;
-- the default outlet is the first by position.
ALTER TABLE outlets ADD COLUMN city text;
ALTER TABLE outlets ADD COLUMN gstin text;
ALTER TABLE outlets ADD COLUMN phone text;
ALTER TABLE outlets ADD COLUMN opens_at text;
ALTER TABLE outlets ADD COLUMN closes_at text;
ALTER TABLE outlets ADD COLUMN is_active boolean NOT NULL DEFAULT true;
ALTER TABLE accounts ADD COLUMN is_active boolean NOT NULL DEFAULT true;

-- The activity log is read per store, newest first, by person or by kind of action.
CREATE INDEX audit_log_supplier_user_idx ON audit_log (supplier_id, user_id, created_at);
