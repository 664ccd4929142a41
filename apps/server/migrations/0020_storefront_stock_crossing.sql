-- Storefront: shoppers see whether a product is in stock (its stock over all outlets
-- above zero), never how many. Until now every stock row a statement changed bumped the store's
-- catalogue version (0014) and announced it (0015), so each sale emptied the store's page cache.
-- Stock changes now bump the version once per statement, and only when some product of the
-- statement crossed zero (in stock <-> out of stock). Statement-level triggers with transition
-- tables see every row the statement changed: the per-product change is exact even when one
-- statement moves several rows of a product (an upsert of the ledger, a transfer).
DROP TRIGGER stock_levels_storefront_version ON stock_levels;

-- One store's version bump and its notice (0014, 0015), for the row triggers and the stock ones.
CREATE FUNCTION bump_storefront_version(sid bigint) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO storefront_catalogue_versions AS v (supplier_id, version) VALUES (sid, 2)
  ON CONFLICT (supplier_id) DO UPDATE SET version = v.version + 1;
  -- Notices with the same payload in one transaction are delivered once.
  PERFORM pg_notify('storefront', sid::text);
END
$$;

CREATE OR REPLACE FUNCTION bump_storefront_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM bump_storefront_version(OLD.supplier_id);
  ELSE
    PERFORM bump_storefront_version(NEW.supplier_id);
  END IF;
  RETURN NULL;
END
$$;

-- `sids`, `pids`, `deltas`: per product, how much the statement changed its stock in total.
CREATE FUNCTION bump_storefront_on_stock_crossing(sids bigint[], pids bigint[], deltas numeric[])
RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  sid bigint;
BEGIN
  FOR sid IN
    SELECT DISTINCT c.sid
    FROM unnest(sids, pids, deltas) AS c(sid, pid, delta)
    CROSS JOIN LATERAL (
      SELECT COALESCE(sum(s.quantity), 0) AS after_sum
      FROM stock_levels s
      WHERE s.supplier_id = c.sid AND s.product_id = c.pid
    ) a
    WHERE (a.after_sum > 0) <> (a.after_sum - c.delta > 0)
  LOOP
    PERFORM bump_storefront_version(sid);
  END LOOP;
END
$$;

CREATE FUNCTION stock_levels_storefront_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_storefront_on_stock_crossing(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT supplier_id AS sid, product_id AS pid, sum(quantity) AS delta
    FROM new_rows GROUP BY supplier_id, product_id HAVING sum(quantity) <> 0
  ) g;
  RETURN NULL;
END
$$;

CREATE FUNCTION stock_levels_storefront_updated() RETURNS trigger
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
  RETURN NULL;
END
$$;

CREATE FUNCTION stock_levels_storefront_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_storefront_on_stock_crossing(array_agg(g.sid), array_agg(g.pid), array_agg(g.delta))
  FROM (
    SELECT supplier_id AS sid, product_id AS pid, -sum(quantity) AS delta
    FROM old_rows GROUP BY supplier_id, product_id HAVING sum(quantity) <> 0
  ) g;
  RETURN NULL;
END
$$;

CREATE TRIGGER stock_levels_storefront_inserted AFTER INSERT ON stock_levels
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_levels_storefront_inserted();
CREATE TRIGGER stock_levels_storefront_updated AFTER UPDATE ON stock_levels
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_levels_storefront_updated();
CREATE TRIGGER stock_levels_storefront_deleted AFTER DELETE ON stock_levels
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stock_levels_storefront_deleted();
