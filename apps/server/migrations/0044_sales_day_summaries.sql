-- The sales report's figures per India day, kept as the bills, lines and returns they sum change.
-- A year's report summed a million orders and two million lines on every request (about 4 s per
-- 100 000 orders on PGlite); it now sums at most a few rows per day and key.
--
-- Four tables, each what one part of the report groups by:
--   sales_day_bills            billed orders (confirmed, not cancelled) by the day and hour they were
--                              billed, outlet, channel (source) and the staff who billed them;
--   sales_day_products         their lines by product (or the line's name when it has no product);
--   sales_day_returns          credit notes by the day they were made, with the order's outlet,
--                              channel and staff;
--   sales_day_product_returns  credit-note lines by product.
-- Weeks and months are sums of days; the hour and weekday heat map comes from the bill hours; the
-- category is the product's category when the report is read, as it was when lines were summed.
--
-- The triggers below write them in the statement that changes the orders, lines or returns, so
-- they are exact in every transaction that sees those rows, whichever module wrote them (billing,
-- the storefront's checkout, edits, cancels, returns, bulk loads). Each statement's change is
-- summed per key and added with one upsert in key order; an upsert waits for any other transaction
-- changing the same row and adds to what that one left, so concurrent bills lose nothing. The
-- tables are always taken in the same order (bills, products, returns, product returns) and their
-- rows in key order, as the stock totals are (0021).
--
-- A row whose count falls back to 0 (every bill of it cancelled) stays with zero sums; readers
-- leave such rows out. Orders, their lines and credit notes are never deleted by the app (a bill is
-- cancelled, a credit note stands); an order deleted all the same takes its lines and credit notes
-- out with it (the row trigger runs before the cascade), while a credit note deleted on its own
-- leaves its lines in sales_day_product_returns.

CREATE FUNCTION india_day(t timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT ((t AT TIME ZONE 'UTC') + interval '330 minutes')::date $$;
CREATE FUNCTION india_hour(t timestamptz) RETURNS smallint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT extract(hour FROM (t AT TIME ZONE 'UTC') + interval '330 minutes')::smallint $$;

CREATE TABLE sales_day_bills (
  supplier_id    bigint NOT NULL,
  day            date NOT NULL,
  outlet_id      bigint NOT NULL,
  hour           smallint NOT NULL,
  source         text NOT NULL,
  staff_id       bigint NOT NULL,
  bills          integer NOT NULL,
  sales_paise    bigint NOT NULL,
  tax_paise      bigint NOT NULL,
  discount_paise bigint NOT NULL,
  PRIMARY KEY (supplier_id, day, outlet_id, hour, source, staff_id)
);

CREATE TABLE sales_day_products (
  supplier_id bigint NOT NULL,
  day         date NOT NULL,
  outlet_id   bigint NOT NULL,
  product_key text NOT NULL,
  product_id  bigint,
  label       text NOT NULL,
  bills       integer NOT NULL,
  lines       integer NOT NULL,
  quantity    numeric(16,3) NOT NULL,
  sales_paise bigint NOT NULL,
  PRIMARY KEY (supplier_id, day, outlet_id, product_key)
);

CREATE TABLE sales_day_returns (
  supplier_id   bigint NOT NULL,
  day           date NOT NULL,
  outlet_id     bigint NOT NULL,
  source        text NOT NULL,
  staff_id      bigint NOT NULL,
  returns       integer NOT NULL,
  returns_paise bigint NOT NULL,
  PRIMARY KEY (supplier_id, day, outlet_id, source, staff_id)
);

CREATE TABLE sales_day_product_returns (
  supplier_id   bigint NOT NULL,
  day           date NOT NULL,
  outlet_id     bigint NOT NULL,
  product_key   text NOT NULL,
  label         text NOT NULL,
  lines         integer NOT NULL,
  quantity      numeric(16,3) NOT NULL,
  returns_paise bigint NOT NULL,
  PRIMARY KEY (supplier_id, day, outlet_id, product_key)
);

-- Takes out the contribution of the orders in `gone` and adds that of the orders in `came` (a
-- statement's old and new rows), with the lines and returns they have now. A bill's lines count
-- once per product for the bills column. (Transition tables are handed over as arrays: functions
-- and dynamic SQL do not see them.)
CREATE FUNCTION sales_summary_move_orders(gone orders[], came orders[]) RETURNS void
LANGUAGE plpgsql AS $fn$
BEGIN
    INSERT INTO sales_day_bills AS t
      (supplier_id, day, outlet_id, hour, source, staff_id, bills, sales_paise, tax_paise, discount_paise)
    SELECT o.supplier_id, india_day(o.confirmed_at), o.outlet_id, india_hour(o.confirmed_at), o.source,
      coalesce(o.confirmed_by, 0), sum(o.sign), sum(o.sign * o.total_paise), sum(o.sign * o.tax_paise),
      sum(o.sign * o.discount_paise)
    FROM (SELECT g.*, -1 AS sign FROM unnest(gone) g UNION ALL SELECT c.*, 1 FROM unnest(came) c) o
    WHERE o.confirmed_at IS NOT NULL AND NOT ('CANCELLED' = ANY (o.order_statuses))
    GROUP BY 1, 2, 3, 4, 5, 6
    HAVING sum(o.sign) <> 0 OR sum(o.sign * o.total_paise) <> 0 OR sum(o.sign * o.tax_paise) <> 0
      OR sum(o.sign * o.discount_paise) <> 0
    ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (supplier_id, day, outlet_id, hour, source, staff_id) DO UPDATE SET
      bills = t.bills + EXCLUDED.bills, sales_paise = t.sales_paise + EXCLUDED.sales_paise,
      tax_paise = t.tax_paise + EXCLUDED.tax_paise, discount_paise = t.discount_paise + EXCLUDED.discount_paise;

    INSERT INTO sales_day_products AS t
      (supplier_id, day, outlet_id, product_key, product_id, label, bills, lines, quantity, sales_paise)
    SELECT supplier_id, day, outlet_id, product_key, max(product_id), max(label), sum(sign), sum(lines),
      sum(quantity), sum(sales_paise)
    FROM (
      SELECT o.supplier_id, india_day(o.confirmed_at) AS day, o.outlet_id,
        coalesce(i.product_id::text, 'line:' || i.name) AS product_key, max(i.product_id) AS product_id,
        max(i.name) AS label, o.sign, o.sign * count(*) AS lines,
        o.sign * sum(coalesce(i.confirmed_qty, i.quantity)) AS quantity, o.sign * sum(i.total_paise) AS sales_paise
      FROM (SELECT g.*, -1 AS sign FROM unnest(gone) g UNION ALL SELECT c.*, 1 FROM unnest(came) c) o
      JOIN order_items i ON i.supplier_id = o.supplier_id AND i.order_id = o.order_id
      WHERE o.confirmed_at IS NOT NULL AND NOT ('CANCELLED' = ANY (o.order_statuses))
      GROUP BY o.supplier_id, o.order_id, o.sign, 2, 3, 4
    ) d
    GROUP BY 1, 2, 3, 4
    HAVING sum(sign) <> 0 OR sum(lines) <> 0 OR sum(quantity) <> 0 OR sum(sales_paise) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (supplier_id, day, outlet_id, product_key) DO UPDATE SET
      label = greatest(t.label, EXCLUDED.label), product_id = coalesce(t.product_id, EXCLUDED.product_id),
      bills = t.bills + EXCLUDED.bills, lines = t.lines + EXCLUDED.lines,
      quantity = t.quantity + EXCLUDED.quantity, sales_paise = t.sales_paise + EXCLUDED.sales_paise;

    INSERT INTO sales_day_returns AS t (supplier_id, day, outlet_id, source, staff_id, returns, returns_paise)
    SELECT o.supplier_id, india_day(r.created_at), o.outlet_id, o.source, coalesce(o.confirmed_by, 0),
      sum(o.sign), sum(o.sign * r.value_paise)
    FROM (SELECT g.*, -1 AS sign FROM unnest(gone) g UNION ALL SELECT c.*, 1 FROM unnest(came) c) o
    JOIN order_returns r ON r.supplier_id = o.supplier_id AND r.order_id = o.order_id
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum(o.sign) <> 0 OR sum(o.sign * r.value_paise) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (supplier_id, day, outlet_id, source, staff_id) DO UPDATE SET
      returns = t.returns + EXCLUDED.returns, returns_paise = t.returns_paise + EXCLUDED.returns_paise;

    INSERT INTO sales_day_product_returns AS t
      (supplier_id, day, outlet_id, product_key, label, lines, quantity, returns_paise)
    SELECT o.supplier_id, india_day(r.created_at), o.outlet_id, coalesce(i.product_id::text, 'line:' || i.name),
      max(i.name), sum(o.sign), sum(o.sign * l.quantity), sum(o.sign * l.total_paise)
    FROM (SELECT g.*, -1 AS sign FROM unnest(gone) g UNION ALL SELECT c.*, 1 FROM unnest(came) c) o
    JOIN order_returns r ON r.supplier_id = o.supplier_id AND r.order_id = o.order_id
    JOIN order_return_lines l ON l.supplier_id = r.supplier_id AND l.return_id = r.return_id
    JOIN order_items i ON i.supplier_id = l.supplier_id AND i.order_id = l.order_id AND i.line_no = l.line_no
    GROUP BY 1, 2, 3, 4
    HAVING sum(o.sign) <> 0 OR sum(o.sign * l.quantity) <> 0 OR sum(o.sign * l.total_paise) <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (supplier_id, day, outlet_id, product_key) DO UPDATE SET
      label = greatest(t.label, EXCLUDED.label), lines = t.lines + EXCLUDED.lines,
      quantity = t.quantity + EXCLUDED.quantity, returns_paise = t.returns_paise + EXCLUDED.returns_paise;
END
$fn$;

-- Orders: a new order, or a change to what the summaries read of one (billed or not, when, where,
-- by whom, its totals), moves its whole contribution. Other updates (payments, delivery, notes)
-- change nothing here.
CREATE FUNCTION orders_sales_summary() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  gone orders[];
  came orders[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sales_summary_move_orders('{}', ARRAY(SELECT n::orders FROM new_rows n));
  ELSIF TG_OP = 'DELETE' THEN
    -- A row trigger, before the delete: the order's lines and returns are still there to take out.
    PERFORM sales_summary_move_orders(ARRAY[OLD], '{}');
    RETURN OLD;
  ELSE
    SELECT array_agg(o::orders), array_agg(n::orders) INTO gone, came
    FROM old_rows o JOIN new_rows n ON n.supplier_id = o.supplier_id AND n.order_id = o.order_id
    WHERE o.confirmed_at IS DISTINCT FROM n.confirmed_at
      OR ('CANCELLED' = ANY (o.order_statuses)) <> ('CANCELLED' = ANY (n.order_statuses))
      OR o.outlet_id <> n.outlet_id OR o.source <> n.source OR o.confirmed_by IS DISTINCT FROM n.confirmed_by
      OR o.total_paise <> n.total_paise OR o.tax_paise <> n.tax_paise OR o.discount_paise <> n.discount_paise;
    IF gone IS NOT NULL THEN
      PERFORM sales_summary_move_orders(gone, came);
    END IF;
  END IF;
  RETURN NULL;
END
$fn$;

CREATE TRIGGER orders_sales_summary_inserted AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_summary();
CREATE TRIGGER orders_sales_summary_updated AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION orders_sales_summary();
CREATE TRIGGER orders_sales_summary_deleted BEFORE DELETE ON orders
  FOR EACH ROW EXECUTE FUNCTION orders_sales_summary();

-- Lines of billed orders (an edit after billing deletes and adds lines): the statement's lines
-- are summed per order and product, and the product's bills column moves when the order gains its
-- first or loses its last line of that product (counted on the lines the order has now).
CREATE FUNCTION sales_summary_move_lines(gone order_items[], came order_items[]) RETURNS void
LANGUAGE sql AS $fn$
  WITH d AS (
    SELECT supplier_id, order_id, product_key, max(product_id) AS product_id, max(name) AS label,
      sum(n) AS lines, sum(quantity) AS quantity, sum(total_paise) AS sales_paise
    FROM (
      SELECT supplier_id, order_id, coalesce(product_id::text, 'line:' || name) AS product_key, product_id, name,
        1 AS n, coalesce(confirmed_qty, quantity) AS quantity, total_paise FROM unnest(came)
      UNION ALL
      SELECT supplier_id, order_id, coalesce(product_id::text, 'line:' || name), product_id, name,
        -1, -coalesce(confirmed_qty, quantity), -total_paise FROM unnest(gone)
    ) x GROUP BY 1, 2, 3
  ), counted AS (
    -- The order's lines of the product now, each looked up by the order's key (one index probe
    -- per order and product, whatever the statement's size).
    SELECT d.*, (SELECT count(*) FROM order_items i
        WHERE i.supplier_id = d.supplier_id AND i.order_id = d.order_id
          AND coalesce(i.product_id::text, 'line:' || i.name) = d.product_key) AS now_lines
    FROM d
  )
  INSERT INTO sales_day_products AS t
    (supplier_id, day, outlet_id, product_key, product_id, label, bills, lines, quantity, sales_paise)
  SELECT o.supplier_id, india_day(o.confirmed_at), o.outlet_id, d.product_key, max(d.product_id), max(d.label),
    sum((d.now_lines > 0)::int - (d.now_lines - d.lines > 0)::int),
    sum(d.lines), sum(d.quantity), sum(d.sales_paise)
  FROM counted d
  JOIN orders o ON o.supplier_id = d.supplier_id AND o.order_id = d.order_id
  WHERE o.confirmed_at IS NOT NULL AND NOT ('CANCELLED' = ANY (o.order_statuses))
  GROUP BY 1, 2, 3, 4
  HAVING sum(d.lines) <> 0 OR sum(d.quantity) <> 0 OR sum(d.sales_paise) <> 0
    OR sum((d.now_lines > 0)::int - (d.now_lines - d.lines > 0)::int) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (supplier_id, day, outlet_id, product_key) DO UPDATE SET
    label = greatest(t.label, EXCLUDED.label), product_id = coalesce(t.product_id, EXCLUDED.product_id),
    bills = t.bills + EXCLUDED.bills, lines = t.lines + EXCLUDED.lines,
    quantity = t.quantity + EXCLUDED.quantity, sales_paise = t.sales_paise + EXCLUDED.sales_paise
$fn$;

CREATE FUNCTION order_items_sales_summary() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  gone order_items[] := '{}';
  came order_items[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN gone := ARRAY(SELECT r::order_items FROM old_rows r); END IF;
  IF TG_OP <> 'DELETE' THEN came := ARRAY(SELECT r::order_items FROM new_rows r); END IF;
  PERFORM sales_summary_move_lines(gone, came);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER order_items_sales_summary_inserted AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_summary();
CREATE TRIGGER order_items_sales_summary_updated AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_summary();
CREATE TRIGGER order_items_sales_summary_deleted AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_items_sales_summary();

-- Credit notes, by the day they were made, with their order's outlet, channel and staff.
CREATE FUNCTION sales_summary_move_returns(gone order_returns[], came order_returns[]) RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO sales_day_returns AS t (supplier_id, day, outlet_id, source, staff_id, returns, returns_paise)
  SELECT o.supplier_id, india_day(r.created_at), o.outlet_id, o.source, coalesce(o.confirmed_by, 0),
    sum(r.sign), sum(r.sign * r.value_paise)
  FROM (SELECT a.*, 1 AS sign FROM unnest(came) a UNION ALL SELECT b.*, -1 FROM unnest(gone) b) r
  JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
  GROUP BY 1, 2, 3, 4, 5
  HAVING sum(r.sign) <> 0 OR sum(r.sign * r.value_paise) <> 0
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (supplier_id, day, outlet_id, source, staff_id) DO UPDATE SET
    returns = t.returns + EXCLUDED.returns, returns_paise = t.returns_paise + EXCLUDED.returns_paise;

  -- A credit note dated again takes its lines to the new day (a new one has no lines yet).
  INSERT INTO sales_day_product_returns AS t
    (supplier_id, day, outlet_id, product_key, label, lines, quantity, returns_paise)
  SELECT o.supplier_id, india_day(r.created_at), o.outlet_id, coalesce(i.product_id::text, 'line:' || i.name),
    max(i.name), sum(r.sign), sum(r.sign * l.quantity), sum(r.sign * l.total_paise)
  FROM (SELECT a.*, 1 AS sign FROM unnest(came) a UNION ALL SELECT b.*, -1 FROM unnest(gone) b) r
  JOIN order_return_lines l ON l.supplier_id = r.supplier_id AND l.return_id = r.return_id
  JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
  JOIN order_items i ON i.supplier_id = l.supplier_id AND i.order_id = l.order_id AND i.line_no = l.line_no
  GROUP BY 1, 2, 3, 4
  HAVING sum(r.sign) <> 0 OR sum(r.sign * l.quantity) <> 0 OR sum(r.sign * l.total_paise) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (supplier_id, day, outlet_id, product_key) DO UPDATE SET
    label = greatest(t.label, EXCLUDED.label), lines = t.lines + EXCLUDED.lines,
    quantity = t.quantity + EXCLUDED.quantity, returns_paise = t.returns_paise + EXCLUDED.returns_paise;
$fn$;

CREATE FUNCTION order_returns_sales_summary() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  gone order_returns[] := '{}';
  came order_returns[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN gone := ARRAY(SELECT r::order_returns FROM old_rows r); END IF;
  IF TG_OP <> 'DELETE' THEN came := ARRAY(SELECT r::order_returns FROM new_rows r); END IF;
  PERFORM sales_summary_move_returns(gone, came);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER order_returns_sales_summary_inserted AFTER INSERT ON order_returns
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_returns_sales_summary();
CREATE TRIGGER order_returns_sales_summary_updated AFTER UPDATE ON order_returns
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_returns_sales_summary();
CREATE TRIGGER order_returns_sales_summary_deleted AFTER DELETE ON order_returns
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_returns_sales_summary();

-- Credit-note lines, by product of the order line they give back.
CREATE FUNCTION sales_summary_move_return_lines(gone order_return_lines[], came order_return_lines[]) RETURNS void
LANGUAGE sql AS $fn$
  INSERT INTO sales_day_product_returns AS t
    (supplier_id, day, outlet_id, product_key, label, lines, quantity, returns_paise)
  SELECT o.supplier_id, india_day(r.created_at), o.outlet_id, coalesce(i.product_id::text, 'line:' || i.name),
    max(i.name), sum(l.sign), sum(l.sign * l.quantity), sum(l.sign * l.total_paise)
  FROM (SELECT a.*, 1 AS sign FROM unnest(came) a UNION ALL SELECT b.*, -1 FROM unnest(gone) b) l
  JOIN order_returns r ON r.supplier_id = l.supplier_id AND r.return_id = l.return_id
  JOIN orders o ON o.supplier_id = r.supplier_id AND o.order_id = r.order_id
  JOIN order_items i ON i.supplier_id = l.supplier_id AND i.order_id = l.order_id AND i.line_no = l.line_no
  GROUP BY 1, 2, 3, 4
  HAVING sum(l.sign) <> 0 OR sum(l.sign * l.quantity) <> 0 OR sum(l.sign * l.total_paise) <> 0
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (supplier_id, day, outlet_id, product_key) DO UPDATE SET
    label = greatest(t.label, EXCLUDED.label), lines = t.lines + EXCLUDED.lines,
    quantity = t.quantity + EXCLUDED.quantity, returns_paise = t.returns_paise + EXCLUDED.returns_paise
$fn$;

CREATE FUNCTION order_return_lines_sales_summary() RETURNS trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  gone order_return_lines[] := '{}';
  came order_return_lines[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN gone := ARRAY(SELECT r::order_return_lines FROM old_rows r); END IF;
  IF TG_OP <> 'DELETE' THEN came := ARRAY(SELECT r::order_return_lines FROM new_rows r); END IF;
  PERFORM sales_summary_move_return_lines(gone, came);
  RETURN NULL;
END
$fn$;

CREATE TRIGGER order_return_lines_sales_summary_inserted AFTER INSERT ON order_return_lines
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_return_lines_sales_summary();
CREATE TRIGGER order_return_lines_sales_summary_updated AFTER UPDATE ON order_return_lines
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION order_return_lines_sales_summary();
CREATE TRIGGER order_return_lines_sales_summary_deleted AFTER DELETE ON order_return_lines
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION order_return_lines_sales_summary();

-- Every order there is now, with its lines and returns, a hundred thousand at a time.
DO $$
DECLARE
  last_supplier bigint := -1;
  last_order bigint := -1;
  chunk orders[];
BEGIN
  LOOP
    chunk := ARRAY(SELECT o FROM orders o WHERE (o.supplier_id, o.order_id) > (last_supplier, last_order)
      ORDER BY o.supplier_id, o.order_id LIMIT 100000);
    EXIT WHEN cardinality(chunk) = 0;
    PERFORM sales_summary_move_orders('{}', chunk);
    last_supplier := chunk[cardinality(chunk)].supplier_id;
    last_order := chunk[cardinality(chunk)].order_id;
  END LOOP;
END
$$;
