-- Orders, the stock ledger, customers and khata (server side).
-- Extends the first slice of 0002: full order-item fields (shared-blocks §3), the status history,
-- payments, returns, a race-free order number per supplier, stock moves and batches, customer
-- addresses, the khata ledger and the idempotency keys of create/confirm.

-- Order numbers: one row per supplier, bumped with INSERT … ON CONFLICT DO UPDATE, which locks
-- the row, so two concurrent orders never get the same number and numbers have no gaps.
CREATE TABLE order_counters (
  supplier_id       bigint PRIMARY KEY REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  last_order_number integer NOT NULL
);
INSERT INTO order_counters (supplier_id, last_order_number)
  SELECT supplier_id, max(order_number) FROM orders GROUP BY supplier_id;

ALTER TABLE orders
  ADD COLUMN discount_paise       bigint NOT NULL DEFAULT 0,
  -- Value of returned goods (taken off what is owed) and money given back.
  ADD COLUMN returned_paise       bigint NOT NULL DEFAULT 0,
  ADD COLUMN refunded_paise       bigint NOT NULL DEFAULT 0,
  ADD COLUMN tax_summary          jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN bill_discount        jsonb,
  ADD COLUMN customer_address     jsonb,
  ADD COLUMN place_of_supply      text,
  ADD COLUMN expiry_date          date,
  ADD COLUMN note                 text,
  ADD COLUMN delivery_boy_id      bigint,
  ADD COLUMN rider                jsonb,
  ADD COLUMN has_unlinked_product boolean NOT NULL DEFAULT false,
  ADD COLUMN has_unlinked_batch   boolean NOT NULL DEFAULT false,
  ADD COLUMN confirmed_at         timestamptz,
  ADD COLUMN confirmed_by         bigint,
  -- What the customer still owes (B2B payment-pending tab sorts by it).
  ADD COLUMN outstanding_paise    bigint GENERATED ALWAYS AS (total_paise - returned_paise - paid_paise) STORED,
  -- Tab membership (back-office §4), kept by the database so each tab has its own partial index.
  ADD COLUMN in_unbilled boolean GENERATED ALWAYS AS (
    'UNCONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses))) STORED,
  ADD COLUMN in_payment_pending boolean GENERATED ALWAYS AS (
    'CONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses))
    AND NOT ('FULL_RETURN' = ANY (order_statuses))
    AND payment_status IN ('UNPAID', 'PARTIALLY_PAID')) STORED,
  ADD COLUMN in_delivery_pending boolean GENERATED ALWAYS AS (
    'CONFIRMED' = ANY (order_statuses) AND NOT ('CANCELLED' = ANY (order_statuses))
    AND NOT ('FULFILLED' = ANY (order_statuses)) AND NOT ('FULL_RETURN' = ANY (order_statuses))
    AND coalesce(delivery_status, '') <> 'DELIVERED') STORED;
ALTER TABLE orders ADD CONSTRAINT orders_payment_status_check
  CHECK (payment_status IN ('PAID', 'UNPAID', 'PARTIALLY_PAID', 'PAYMENT_RETURNED'));
ALTER TABLE orders ADD CONSTRAINT orders_account_fk
  FOREIGN KEY (supplier_id, account_id) REFERENCES accounts (supplier_id, account_id);

-- One index per tab, newest first; every list query is served by one of these.
DROP INDEX orders_created_idx;
CREATE INDEX orders_all_idx ON orders (supplier_id, created_at DESC, order_id DESC);
CREATE INDEX orders_source_idx ON orders (supplier_id, source, created_at DESC, order_id DESC);
CREATE INDEX orders_unbilled_idx ON orders (supplier_id, created_at DESC, order_id DESC) WHERE in_unbilled;
CREATE INDEX orders_payment_pending_idx ON orders (supplier_id, created_at DESC, order_id DESC)
  WHERE in_payment_pending;
CREATE INDEX orders_outstanding_idx ON orders (supplier_id, outstanding_paise DESC, order_id DESC)
  WHERE in_payment_pending;
CREATE INDEX orders_delivery_pending_idx ON orders (supplier_id, created_at DESC, order_id DESC)
  WHERE in_delivery_pending;
CREATE INDEX orders_customer_idx ON orders (supplier_id, customer_id, created_at DESC);

-- Order items: every field of shared-blocks §3 that a bill needs.
ALTER TABLE order_items
  ADD COLUMN variant_name      text,
  ADD COLUMN photo_url         text,
  ADD COLUMN item_type         text NOT NULL DEFAULT 'PRODUCT' CHECK (item_type IN ('PRODUCT', 'CUSTOM')),
  ADD COLUMN note              text,
  ADD COLUMN initial_qty       numeric(14,3),
  ADD COLUMN confirmed_qty     numeric(14,3),
  ADD COLUMN returned_qty      numeric(14,3) NOT NULL DEFAULT 0,
  ADD COLUMN mrp_paise         bigint NOT NULL DEFAULT 0,
  ADD COLUMN selling_price_paise bigint NOT NULL DEFAULT 0,
  ADD COLUMN discounted_selling_price_paise bigint NOT NULL DEFAULT 0,
  ADD COLUMN cost_paise        bigint NOT NULL DEFAULT 0,
  ADD COLUMN discount          jsonb,
  ADD COLUMN discount_paise    bigint NOT NULL DEFAULT 0,
  ADD COLUMN taxable_paise     bigint NOT NULL DEFAULT 0,
  ADD COLUMN hsn_sac_no        text,
  ADD COLUMN tax_applied       boolean NOT NULL DEFAULT true,
  ADD COLUMN tax_inclusive     boolean NOT NULL DEFAULT true,
  ADD COLUMN taxes             jsonb NOT NULL DEFAULT '[]',
  ADD COLUMN tax_map           jsonb NOT NULL DEFAULT '{}',
  ADD COLUMN packaging_type    text,
  ADD COLUMN sell_as_both      boolean NOT NULL DEFAULT false,
  ADD COLUMN sold_as_pkd       boolean NOT NULL DEFAULT false,
  ADD COLUMN unit_of_measurement text,
  ADD COLUMN content_per_piece numeric(14,3),
  ADD COLUMN unit_per_piece    text,
  ADD COLUMN product_sku       text,
  ADD COLUMN barcode           text,
  ADD COLUMN batch_id          bigint,
  ADD COLUMN batch_no          text,
  ADD COLUMN channel_order_item_id text;

-- Who changed an order's statuses, when, and to what.
CREATE TABLE order_status_history (
  supplier_id     bigint NOT NULL,
  order_id        bigint NOT NULL,
  history_id      bigint GENERATED BY DEFAULT AS IDENTITY,
  action          text NOT NULL,
  order_statuses  text[] NOT NULL,
  payment_status  text NOT NULL,
  delivery_status text,
  user_id         bigint,
  note            text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, order_id, history_id),
  FOREIGN KEY (supplier_id, order_id) REFERENCES orders (supplier_id, order_id) ON DELETE CASCADE
);

-- The payment log: money in (PAYMENT) and money back (REFUND), by mode.
CREATE TABLE order_payments (
  supplier_id  bigint NOT NULL,
  order_id     bigint NOT NULL,
  payment_id   bigint GENERATED BY DEFAULT AS IDENTITY,
  kind         text NOT NULL CHECK (kind IN ('PAYMENT', 'REFUND')),
  mode         text NOT NULL CHECK (mode IN ('CASH', 'CARD', 'UPI', 'CREDIT')),
  amount_paise bigint NOT NULL CHECK (amount_paise > 0),
  tendered_paise bigint,
  reference    text,
  user_id      bigint,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, order_id, payment_id),
  FOREIGN KEY (supplier_id, order_id) REFERENCES orders (supplier_id, order_id) ON DELETE CASCADE
);

-- WhatsApp messages prepared for an order (getOrderMsgStatus reads these).
CREATE TABLE order_messages (
  supplier_id bigint NOT NULL,
  order_id    bigint NOT NULL,
  message_id  bigint GENERATED BY DEFAULT AS IDENTITY,
  kind        text NOT NULL,
  mobile      text,
  body        text NOT NULL,
  user_id     bigint,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, order_id, message_id),
  FOREIGN KEY (supplier_id, order_id) REFERENCES orders (supplier_id, order_id) ON DELETE CASCADE
);

-- Stock: stock_levels (0002) is the product's quantity per outlet; batches split it further when
-- the account maintains batches. Both change only through stock_moves in the same transaction.
CREATE TABLE stock_batches (
  supplier_id bigint NOT NULL,
  batch_id    bigint GENERATED BY DEFAULT AS IDENTITY,
  product_id  bigint NOT NULL,
  outlet_id   bigint NOT NULL,
  batch_no    text NOT NULL,
  expiry_date date,
  mrp_paise   bigint,
  quantity    numeric(14,3) NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, batch_id),
  UNIQUE (supplier_id, product_id, outlet_id, batch_no),
  FOREIGN KEY (supplier_id, product_id) REFERENCES products (supplier_id, product_id) ON DELETE CASCADE,
  FOREIGN KEY (supplier_id, outlet_id) REFERENCES outlets (supplier_id, outlet_id) ON DELETE CASCADE
);

CREATE TABLE stock_moves (
  supplier_id  bigint NOT NULL,
  move_id      bigint GENERATED BY DEFAULT AS IDENTITY,
  product_id   bigint NOT NULL,
  outlet_id    bigint NOT NULL,
  batch_id     bigint,
  quantity     numeric(14,3) NOT NULL CHECK (quantity <> 0),
  reason       text NOT NULL CHECK (reason IN ('OPENING', 'ADJUSTMENT', 'SALE', 'CANCEL', 'RETURN')),
  order_id     bigint,
  line_no      integer,
  user_id      bigint,
  note         text,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, move_id),
  FOREIGN KEY (supplier_id, product_id) REFERENCES products (supplier_id, product_id) ON DELETE CASCADE
);
CREATE INDEX stock_moves_product_idx ON stock_moves (supplier_id, product_id, outlet_id, created_at);
CREATE INDEX stock_moves_order_idx ON stock_moves (supplier_id, order_id) WHERE order_id IS NOT NULL;

-- Customers: B2B details, credit terms, addresses.
ALTER TABLE customers
  ADD COLUMN is_b2b             boolean NOT NULL DEFAULT false,
  ADD COLUMN credit_limit_paise bigint,
  ADD COLUMN credit_period_days integer,
  ADD COLUMN updated_at         timestamptz NOT NULL DEFAULT now();
CREATE INDEX customers_name_idx ON customers (supplier_id, lower(name) text_pattern_ops);
-- Mobile search is by prefix (LIKE '98450%'), whatever the database collation.
CREATE INDEX customers_mobile_prefix_idx ON customers (supplier_id, mobile_number text_pattern_ops);

CREATE TABLE customer_addresses (
  supplier_id   bigint NOT NULL,
  address_id    bigint GENERATED BY DEFAULT AS IDENTITY,
  customer_id   bigint NOT NULL,
  label         text,
  address_line1 text NOT NULL,
  address_line2 text,
  city          text,
  state         text,
  state_code    text,
  pincode       text NOT NULL,
  is_default    boolean NOT NULL DEFAULT false,
  created_at    timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, address_id),
  FOREIGN KEY (supplier_id, customer_id) REFERENCES customers (supplier_id, customer_id) ON DELETE CASCADE
);
CREATE INDEX customer_addresses_customer_idx ON customer_addresses (supplier_id, customer_id);

-- Khata: the customer's credit ledger. Positive amounts are owed by the customer (a credit sale),
-- negative ones reduce what is owed (a payment received, a credit refund). Balance = sum.
CREATE TABLE khata_entries (
  supplier_id  bigint NOT NULL,
  entry_id     bigint GENERATED BY DEFAULT AS IDENTITY,
  customer_id  bigint NOT NULL,
  kind         text NOT NULL CHECK (kind IN ('CREDIT_SALE', 'PAYMENT_RECEIVED', 'CREDIT_REFUND')),
  amount_paise bigint NOT NULL CHECK (amount_paise <> 0),
  order_id     bigint,
  mode         text,
  note         text,
  user_id      bigint,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, entry_id),
  FOREIGN KEY (supplier_id, customer_id) REFERENCES customers (supplier_id, customer_id) ON DELETE CASCADE
);
CREATE INDEX khata_entries_customer_idx ON khata_entries (supplier_id, customer_id, created_at DESC);

-- One-time passwords for credit sales when customerCreditOtpRequired (only the hash is kept).
CREATE TABLE customer_credit_otps (
  supplier_id bigint NOT NULL,
  customer_id bigint NOT NULL,
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, customer_id),
  FOREIGN KEY (supplier_id, customer_id) REFERENCES customers (supplier_id, customer_id) ON DELETE CASCADE
);

-- Idempotency-Key: the first reply of a create/confirm, stored in the same transaction.
CREATE TABLE idempotency_keys (
  supplier_id  bigint NOT NULL,
  key          text NOT NULL,
  operation    text NOT NULL,
  request_hash text NOT NULL,
  status_code  integer NOT NULL,
  reply        jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, key)
);
