-- Cash-drawer closes: one per counter per day, with the expected cash worked out at closing (its
-- parts kept so a later look shows what the cashier saw), the counted cash and, when the cashier
-- counted note by note, the count. Closing again replaces the row; the audit log keeps the old one.
CREATE TABLE cash_drawer_closes (
  supplier_id             bigint NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  account_id              bigint NOT NULL,
  business_day            date NOT NULL,
  opening_float_paise     bigint NOT NULL CHECK (opening_float_paise >= 0),
  cash_sales_paise        bigint NOT NULL,
  khata_collections_paise bigint NOT NULL,
  refunds_paise           bigint NOT NULL,
  paid_out_paise          bigint NOT NULL,
  expected_paise          bigint NOT NULL,
  counted_paise           bigint NOT NULL CHECK (counted_paise >= 0),
  denominations           jsonb,
  closed_by               bigint,
  closed_at               timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, account_id, business_day),
  FOREIGN KEY (supplier_id, account_id) REFERENCES accounts (supplier_id, account_id) ON DELETE CASCADE
);
CREATE INDEX cash_drawer_closes_day_idx ON cash_drawer_closes (supplier_id, business_day);
