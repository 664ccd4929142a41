-- Serial (IMEI) numbers move with the stock: a transfer between outlets names the serials it
-- sends (in transit from dispatch, sellable nowhere, until the receiving outlet takes them in), and
-- a debit note names the serials that go back to the vendor (RETURNED, sellable nowhere again).
ALTER TABLE product_serials DROP CONSTRAINT product_serials_status_check;
ALTER TABLE product_serials ADD CONSTRAINT product_serials_status_check
  CHECK (status IN ('IN_STOCK', 'IN_TRANSIT', 'SOLD', 'RETURNED'));

-- The serials each transfer line dispatched; received_at is set when the receiving outlet takes
-- one in (a partial receipt names which arrived), null while it is still on the road.
CREATE TABLE stock_transfer_serials (
  supplier_id bigint NOT NULL,
  transfer_id bigint NOT NULL,
  line_no     integer NOT NULL,
  serial_id   bigint NOT NULL,
  received_at timestamptz,
  PRIMARY KEY (supplier_id, transfer_id, serial_id),
  FOREIGN KEY (supplier_id, transfer_id, line_no) REFERENCES stock_transfer_lines (supplier_id, transfer_id, line_no) ON DELETE CASCADE,
  FOREIGN KEY (supplier_id, serial_id) REFERENCES product_serials (supplier_id, serial_id) ON DELETE CASCADE
);
CREATE INDEX stock_transfer_serials_serial_idx ON stock_transfer_serials (supplier_id, serial_id);

-- The serials each debit note sent back, by the purchase order's line they were returned on.
CREATE TABLE purchase_return_serials (
  supplier_id        bigint NOT NULL,
  purchase_return_id bigint NOT NULL,
  line_no            integer NOT NULL,
  serial_id          bigint NOT NULL,
  PRIMARY KEY (supplier_id, purchase_return_id, serial_id),
  FOREIGN KEY (supplier_id, purchase_return_id) REFERENCES purchase_returns (supplier_id, purchase_return_id) ON DELETE CASCADE,
  FOREIGN KEY (supplier_id, serial_id) REFERENCES product_serials (supplier_id, serial_id) ON DELETE CASCADE
);
CREATE INDEX purchase_return_serials_serial_idx ON purchase_return_serials (supplier_id, serial_id);
