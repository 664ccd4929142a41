-- A storefront order waits for its delivery (or pickup) from the moment the shopper places it, so
-- the Delivery pending tab (the default tab, back-office.md §4) holds it while it is still
-- unconfirmed: the merchant sees a new online order on opening Orders. The rule is
-- packages/domain order-tabs `inOrderTab`; the badges count the same column.
DROP INDEX orders_delivery_pending_idx;
ALTER TABLE orders DROP COLUMN in_delivery_pending;
ALTER TABLE orders ADD COLUMN in_delivery_pending boolean GENERATED ALWAYS AS (
  ('CONFIRMED' = ANY (order_statuses) OR source = 'ONLINE') AND NOT ('CANCELLED' = ANY (order_statuses))
  AND NOT ('FULFILLED' = ANY (order_statuses)) AND NOT ('FULL_RETURN' = ANY (order_statuses))
  AND coalesce(delivery_status, '') <> 'DELIVERED') STORED;
CREATE INDEX orders_delivery_pending_idx ON orders (supplier_id, created_at DESC, order_id DESC)
  WHERE in_delivery_pending;
