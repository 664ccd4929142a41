-- Storefront: the product page marks each variant the cart would refuse, by its own stock level
-- at the outlet online orders are served from, against the least a shopper may order (the
-- product's minimum order quantity, or a thousandth without one; sellsFromStock in
-- packages/domain/src/checkout.ts). A level can cross that line while the product's total stays
-- on one side of zero (the M of a shirt sold out while the S is in stock), so the page cache
-- (0020, 0021) must be emptied then too: the stock triggers now also bump the store's catalogue
-- version when a level of a product crosses that line. Any outlet's level counts, not only the
-- online outlet's: a crossing is rare and a spare bump costs one page render, whereas picking the
-- online outlet here would write its rule a second time. Services are always in stock.
--
-- The product row is only read (no lock): a checkout holds its products FOR SHARE while the stock
-- ledger's triggers run, and nothing here may wait for it (0021).

-- `befores`, `afters`: one changed level each, its quantity before and after the statement (0
-- where the row did not exist or no longer does).
CREATE FUNCTION bump_storefront_on_level_crossing(sids bigint[], pids bigint[], befores numeric[], afters numeric[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  store bigint;
BEGIN
  FOR store IN
    SELECT DISTINCT c.sid
    FROM unnest(sids, pids, befores, afters) AS c(sid, pid, before, after)
    JOIN products p ON p.supplier_id = c.sid AND p.product_id = c.pid
    WHERE NOT p.is_service
      AND (c.before >= GREATEST(p.min_order_quantity, 0.001)) <> (c.after >= GREATEST(p.min_order_quantity, 0.001))
  LOOP
    PERFORM bump_storefront_version(store);
  END LOOP;
END
$$;

CREATE OR REPLACE FUNCTION stock_levels_storefront_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_storefront_on_stock_crossing(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT supplier_id AS sid, product_id AS pid, sum(quantity) AS delta
    FROM new_rows GROUP BY supplier_id, product_id HAVING sum(quantity) <> 0
  ) g;
  PERFORM bump_storefront_on_level_crossing(
    array_agg(supplier_id), array_agg(product_id), array_agg(0::numeric), array_agg(quantity))
  FROM new_rows WHERE quantity <> 0;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stock_levels_storefront_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_storefront_on_stock_crossing(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT d.supplier_id AS sid, d.product_id AS pid, sum(d.delta) AS delta
    FROM (
      SELECT supplier_id, product_id, quantity AS delta FROM new_rows
      UNION ALL
      SELECT supplier_id, product_id, -quantity FROM old_rows
    ) d
    GROUP BY d.supplier_id, d.product_id HAVING sum(d.delta) <> 0
  ) g;
  -- Joined by the level's key (the ledger never changes a key; a changed one reads as a level gone
  -- and another come).
  PERFORM bump_storefront_on_level_crossing(
    array_agg(supplier_id), array_agg(product_id),
    array_agg(COALESCE(o.quantity, 0)), array_agg(COALESCE(n.quantity, 0)))
  FROM new_rows n FULL JOIN old_rows o USING (supplier_id, product_id, variant_id, outlet_id)
  WHERE n.quantity IS DISTINCT FROM o.quantity;
  RETURN NULL;
END
$$;

CREATE OR REPLACE FUNCTION stock_levels_storefront_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_storefront_on_stock_crossing(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT supplier_id AS sid, product_id AS pid, -sum(quantity) AS delta
    FROM old_rows GROUP BY supplier_id, product_id HAVING sum(quantity) <> 0
  ) g;
  PERFORM bump_storefront_on_level_crossing(
    array_agg(supplier_id), array_agg(product_id), array_agg(quantity), array_agg(0::numeric))
  FROM old_rows WHERE quantity <> 0;
  RETURN NULL;
END
$$;
