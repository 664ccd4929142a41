-- Stock per variant: a product with variants keeps its stock, reorder level and quantity, batches
-- and purchase and transfer lines per variant. variant_id 0 stands for the product itself (a
-- product without variants), so keys stay NOT NULL and the product's own rows keep working.
-- The storefront's per-product stock total (0021) still sums every row of the product.
ALTER TABLE stock_levels ADD COLUMN variant_id bigint NOT NULL DEFAULT 0;
ALTER TABLE stock_levels DROP CONSTRAINT stock_levels_pkey;
ALTER TABLE stock_levels ADD PRIMARY KEY (supplier_id, product_id, variant_id, outlet_id);

ALTER TABLE stock_moves ADD COLUMN variant_id bigint NOT NULL DEFAULT 0;

ALTER TABLE stock_batches ADD COLUMN variant_id bigint NOT NULL DEFAULT 0;
ALTER TABLE stock_batches DROP CONSTRAINT stock_batches_supplier_id_product_id_outlet_id_batch_no_key;
ALTER TABLE stock_batches ADD CONSTRAINT stock_batches_variant_batch_no_key
  UNIQUE (supplier_id, product_id, variant_id, outlet_id, batch_no);

ALTER TABLE purchase_order_lines ADD COLUMN variant_id bigint NOT NULL DEFAULT 0;
ALTER TABLE stock_transfer_lines ADD COLUMN variant_id bigint NOT NULL DEFAULT 0;

-- Stock a product with variants held before is its first variant's: levels, moves and batches
-- move together, so every level still equals the sum of its moves.
UPDATE stock_levels s SET variant_id = f.variant_id FROM (SELECT DISTINCT ON (supplier_id, product_id) supplier_id, product_id, variant_id
  FROM product_variants ORDER BY supplier_id, product_id, position, variant_id) f
WHERE s.supplier_id = f.supplier_id AND s.product_id = f.product_id AND s.variant_id = 0;
UPDATE stock_moves s SET variant_id = f.variant_id FROM (SELECT DISTINCT ON (supplier_id, product_id) supplier_id, product_id, variant_id
  FROM product_variants ORDER BY supplier_id, product_id, position, variant_id) f
WHERE s.supplier_id = f.supplier_id AND s.product_id = f.product_id AND s.variant_id = 0;
UPDATE stock_batches s SET variant_id = f.variant_id FROM (SELECT DISTINCT ON (supplier_id, product_id) supplier_id, product_id, variant_id
  FROM product_variants ORDER BY supplier_id, product_id, position, variant_id) f
WHERE s.supplier_id = f.supplier_id AND s.product_id = f.product_id AND s.variant_id = 0;
UPDATE purchase_order_lines s SET variant_id = f.variant_id FROM (SELECT DISTINCT ON (supplier_id, product_id) supplier_id, product_id, variant_id
  FROM product_variants ORDER BY supplier_id, product_id, position, variant_id) f
WHERE s.supplier_id = f.supplier_id AND s.product_id = f.product_id AND s.variant_id = 0;
UPDATE stock_transfer_lines s SET variant_id = f.variant_id FROM (SELECT DISTINCT ON (supplier_id, product_id) supplier_id, product_id, variant_id
  FROM product_variants ORDER BY supplier_id, product_id, position, variant_id) f
WHERE s.supplier_id = f.supplier_id AND s.product_id = f.product_id AND s.variant_id = 0;
