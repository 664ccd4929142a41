-- Serial (IMEI) numbers per variant: stock is kept per variant since 0045, so a serial belongs to
-- the variant it was received as, and a bill line of one variant cannot sell another variant's
-- serial (a Black phone's IMEI on a Blue phone's bill). variant_id 0 stands for the product
-- itself (a product without variants), as in 0045; on a product with variants it means the
-- variant is not known (a serial kept before this file whose receipt cannot tell).
ALTER TABLE product_serials ADD COLUMN variant_id bigint NOT NULL DEFAULT 0;

-- A serial was received with its purchase order's receipt lines in one transaction, so its
-- created_at equals their received_at: the variant of the product's lines received at that
-- moment, when they name one variant only (two lines of the product with different variants
-- received together cannot tell which serial was whose).
UPDATE product_serials s SET variant_id = r.variant_id
FROM (
  SELECT s2.supplier_id, s2.serial_id, min(l.variant_id) AS variant_id
  FROM product_serials s2
  JOIN purchase_receipt_lines pr ON pr.supplier_id = s2.supplier_id
    AND pr.purchase_order_id = s2.purchase_order_id AND pr.received_at = s2.created_at
  JOIN purchase_order_lines l ON l.supplier_id = pr.supplier_id
    AND l.purchase_order_id = pr.purchase_order_id AND l.line_no = pr.line_no AND l.product_id = s2.product_id
  WHERE s2.purchase_order_id IS NOT NULL
  GROUP BY s2.supplier_id, s2.serial_id
  HAVING count(DISTINCT l.variant_id) = 1
) r
WHERE s.supplier_id = r.supplier_id AND s.serial_id = r.serial_id AND s.variant_id = 0;

-- Otherwise the purchase order's lines of the product, when they name one variant only.
UPDATE product_serials s SET variant_id = r.variant_id
FROM (
  SELECT supplier_id, purchase_order_id, product_id, min(variant_id) AS variant_id
  FROM purchase_order_lines
  GROUP BY supplier_id, purchase_order_id, product_id
  HAVING count(DISTINCT variant_id) = 1
) r
WHERE s.supplier_id = r.supplier_id AND s.purchase_order_id = r.purchase_order_id
  AND s.product_id = r.product_id AND s.variant_id = 0;

-- A serial still without its variant that was sold: the variant of the bill line it left on
-- (the latest one, for a serial sold, returned and sold again).
UPDATE product_serials s SET variant_id = r.variant_id
FROM (
  SELECT DISTINCT ON (os.supplier_id, os.serial_id) os.supplier_id, os.serial_id, i.variant_id
  FROM order_item_serials os
  JOIN order_items i ON i.supplier_id = os.supplier_id AND i.order_id = os.order_id AND i.line_no = os.line_no
  WHERE i.variant_id IS NOT NULL AND i.variant_id > 0
  ORDER BY os.supplier_id, os.serial_id, os.order_id DESC
) r
WHERE s.supplier_id = r.supplier_id AND s.serial_id = r.serial_id AND s.variant_id = 0;

-- A variant only of the serial's own product (a line's variant of another product is no answer).
UPDATE product_serials s SET variant_id = 0
WHERE s.variant_id <> 0 AND NOT EXISTS (
  SELECT 1 FROM product_variants v
  WHERE v.supplier_id = s.supplier_id AND v.variant_id = s.variant_id AND v.product_id = s.product_id);

DROP INDEX product_serials_product_idx;
CREATE INDEX product_serials_variant_idx ON product_serials (supplier_id, product_id, variant_id, outlet_id, status);
