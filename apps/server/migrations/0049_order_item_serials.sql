-- Serial (IMEI) numbers chosen at sale: the serials each order line names, kept after a return
-- or cancel so a serial's history shows every order it left on; the serial's own row says where
-- it is now (IN_STOCK again, or SOLD with its order and when).
CREATE TABLE order_item_serials (
  supplier_id bigint NOT NULL,
  order_id    bigint NOT NULL,
  line_no     integer NOT NULL,
  serial_id   bigint NOT NULL,
  PRIMARY KEY (supplier_id, order_id, serial_id),
  FOREIGN KEY (supplier_id, order_id, line_no) REFERENCES order_items (supplier_id, order_id, line_no) ON DELETE CASCADE,
  FOREIGN KEY (supplier_id, serial_id) REFERENCES product_serials (supplier_id, serial_id) ON DELETE CASCADE
);
CREATE INDEX order_item_serials_serial_idx ON order_item_serials (supplier_id, serial_id);

ALTER TABLE product_serials ADD COLUMN sold_at timestamptz;
CREATE INDEX product_serials_order_idx ON product_serials (supplier_id, order_id) WHERE order_id IS NOT NULL;
