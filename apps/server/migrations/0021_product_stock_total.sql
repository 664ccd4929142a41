-- Storefront: a product's stock over all outlets, and its number of variants, kept
-- rather than summed and counted per request. Every listing, search and home page showed both for
-- each card, from stock_levels and product_variants: two grouped scans and sorts for a page of 24
-- cards, about half the listing statement's time. Both are written by the triggers below in the
-- statement that changes the rows they count, so they are never older than those rows.
--
-- The stock total has a table of its own, one row per product, not a column of products: a sale
-- locks its stock rows first (the ledger's upsert, in product order) and an online checkout locks
-- its products first (FOR SHARE, in checkout/queries.ts); had the total been on the product's row,
-- a bill and a checkout of the same product could each hold what the other waits for. The totals'
-- rows are locked only here, after the stock rows, always in product order.
--
-- The total also decides when a stock change empties the storefront's page cache (0020): only when
-- a product goes in or out of stock. The crossing was worked out by summing stock_levels again
-- after each statement, which two transactions selling one product's last units in two outlets
-- at once could both miss on PostgreSQL (neither saw the other's uncommitted row). The total's row
-- is now changed by an upsert that waits for any other transaction changing it: each sees the
-- total the other left, and the crossing is exact.
CREATE TABLE product_stock_totals (
  supplier_id bigint NOT NULL,
  product_id  bigint NOT NULL,
  stock_total numeric(14,3) NOT NULL DEFAULT 0,
  PRIMARY KEY (supplier_id, product_id),
  FOREIGN KEY (supplier_id, product_id) REFERENCES products (supplier_id, product_id) ON DELETE CASCADE
);

INSERT INTO product_stock_totals (supplier_id, product_id, stock_total)
SELECT supplier_id, product_id, sum(quantity) FROM stock_levels GROUP BY supplier_id, product_id;

-- The stock triggers (0020) hand each statement's change per product to this function, which now
-- adds it to the totals, in the order of their keys, and bumps the storefront's version of each
-- store where a product went in or out of stock. A product deleted in this transaction (its stock
-- rows go by cascade) is left out: its total goes with it.
CREATE OR REPLACE FUNCTION bump_storefront_on_stock_crossing(sids bigint[], pids bigint[], deltas numeric[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  store bigint;
BEGIN
  FOR store IN
    WITH changes AS (
      SELECT c.sid, c.pid, c.delta
      FROM unnest(sids, pids, deltas) AS c(sid, pid, delta)
      WHERE EXISTS (SELECT 1 FROM products p WHERE p.supplier_id = c.sid AND p.product_id = c.pid)
    ), totals AS (
      INSERT INTO product_stock_totals AS t (supplier_id, product_id, stock_total)
      SELECT sid, pid, delta FROM changes ORDER BY sid, pid
      ON CONFLICT (supplier_id, product_id) DO UPDATE SET stock_total = t.stock_total + EXCLUDED.stock_total
      RETURNING t.supplier_id, t.product_id, t.stock_total
    )
    SELECT DISTINCT totals.supplier_id
    FROM totals JOIN changes ON changes.sid = totals.supplier_id AND changes.pid = totals.product_id
    WHERE (totals.stock_total > 0) <> (totals.stock_total - changes.delta > 0)
  LOOP
    PERFORM bump_storefront_version(store);
  END LOOP;
END
$$;

-- Variants: counted on the product's row (variants change under the product's own lock: the
-- editor's save locks it first, a new product's variants come with it).
ALTER TABLE products ADD COLUMN variant_count integer NOT NULL DEFAULT 0;
UPDATE products p SET variant_count = v.n
FROM (SELECT supplier_id, product_id, count(*) AS n FROM product_variants GROUP BY supplier_id, product_id) v
WHERE p.supplier_id = v.supplier_id AND p.product_id = v.product_id;

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
