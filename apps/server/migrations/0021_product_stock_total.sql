-- Storefront (issue 7): a product's stock over all outlets and its number of variants, kept on the
-- product's row. Every listing, search and home page showed both for each card, summed and
-- counted from stock_levels and product_variants per request: two grouped scans and sorts for a
-- page of 24 cards, about half the listing statement's time. The row now carries them, written by
-- the triggers below in the same statement as the stock or variant change, so they are never
-- older than the rows they sum.
--
-- The stock total also decides when a stock change empties the storefront's page cache (0020):
-- only when a product goes in or out of stock. The crossing was worked out by summing stock_levels
-- again after each statement, which two transactions changing one product's stock in different
-- outlets could both miss on PostgreSQL (neither saw the other's uncommitted row). The total is
-- now changed by an UPDATE of the product's row, which waits for any other transaction changing
-- it: each sees the total the other left, and the crossing is exact.
ALTER TABLE products
  ADD COLUMN stock_total numeric(14,3) NOT NULL DEFAULT 0,
  ADD COLUMN variant_count integer NOT NULL DEFAULT 0;

-- A product's edit bumps the storefront's version; a change of the stock total only when the
-- product goes in or out of stock; a change of the variant count never (the variant's own row
-- trigger has bumped it). The application never writes either column.
DROP TRIGGER products_storefront_version ON products;
CREATE TRIGGER products_storefront_version AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER products_storefront_edited AFTER UPDATE ON products
  FOR EACH ROW
  WHEN (OLD.stock_total = NEW.stock_total AND OLD.variant_count = NEW.variant_count)
  EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER products_storefront_stock_crossed AFTER UPDATE OF stock_total ON products
  FOR EACH ROW
  WHEN ((OLD.stock_total > 0) <> (NEW.stock_total > 0))
  EXECUTE FUNCTION bump_storefront_catalogue_version();

UPDATE products p SET stock_total = s.total
FROM (SELECT supplier_id, product_id, sum(quantity) AS total FROM stock_levels GROUP BY supplier_id, product_id) s
WHERE p.supplier_id = s.supplier_id AND p.product_id = s.product_id;
UPDATE products p SET variant_count = v.n
FROM (SELECT supplier_id, product_id, count(*) AS n FROM product_variants GROUP BY supplier_id, product_id) v
WHERE p.supplier_id = v.supplier_id AND p.product_id = v.product_id;

-- Adds what one statement changed, per product, to the products' totals. The rows are locked
-- first, in the order of their keys (a locking SELECT takes them as its sort returns them), so two
-- statements changing the same products wait for each other instead of deadlocking; then one
-- UPDATE changes them all, whether the statement moved one product (a bill) or a whole catalogue
-- (an import). A product deleted in the same statement (a cascade) has no row left to change.
CREATE FUNCTION add_to_stock_totals(sids bigint[], pids bigint[], deltas numeric[])
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1
  FROM products p
  JOIN unnest(sids, pids) AS c(sid, pid) ON p.supplier_id = c.sid AND p.product_id = c.pid
  ORDER BY p.supplier_id, p.product_id
  FOR NO KEY UPDATE OF p;
  UPDATE products p SET stock_total = p.stock_total + c.delta
  FROM unnest(sids, pids, deltas) AS c(sid, pid, delta)
  WHERE p.supplier_id = c.sid AND p.product_id = c.pid;
END
$$;

CREATE OR REPLACE FUNCTION stock_levels_storefront_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_stock_totals(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT supplier_id AS sid, product_id AS pid, sum(quantity) AS delta
    FROM new_rows GROUP BY supplier_id, product_id HAVING sum(quantity) <> 0
  ) g;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stock_levels_storefront_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_stock_totals(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT d.supplier_id AS sid, d.product_id AS pid, sum(d.delta) AS delta
    FROM (
      SELECT supplier_id, product_id, quantity AS delta FROM new_rows
      UNION ALL
      SELECT supplier_id, product_id, -quantity FROM old_rows
    ) d
    GROUP BY d.supplier_id, d.product_id HAVING sum(d.delta) <> 0
  ) g;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stock_levels_storefront_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM add_to_stock_totals(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT supplier_id AS sid, product_id AS pid, -sum(quantity) AS delta
    FROM old_rows GROUP BY supplier_id, product_id HAVING sum(quantity) <> 0
  ) g;
  RETURN NULL;
END
$$;

DROP FUNCTION bump_storefront_on_stock_crossing(bigint[], bigint[], numeric[]);

-- Variants: counted per statement, as stock is summed.
CREATE FUNCTION product_variants_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE products p SET variant_count = p.variant_count + g.n
    FROM (SELECT supplier_id, product_id, count(*) AS n FROM new_rows GROUP BY supplier_id, product_id) g
    WHERE p.supplier_id = g.supplier_id AND p.product_id = g.product_id;
  ELSE
    UPDATE products p SET variant_count = p.variant_count - g.n
    FROM (SELECT supplier_id, product_id, count(*) AS n FROM old_rows GROUP BY supplier_id, product_id) g
    WHERE p.supplier_id = g.supplier_id AND p.product_id = g.product_id;
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_variants_counted_inserted AFTER INSERT ON product_variants
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_counted();
CREATE TRIGGER product_variants_counted_deleted AFTER DELETE ON product_variants
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_variants_counted();
