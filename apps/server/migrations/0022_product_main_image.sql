-- Storefront: a product's main picture (its image at position 0, 0004) kept on the
-- product's row, as its stock total and variant count are (0021). Every listing card showed it
-- through a join to product_images; the listing statement now reads products alone.
--
-- Whatever a statement does to a product's pictures (an upload, a delete, a reorder parked on
-- negative positions first, the variants becoming ready), the product's row is set from the
-- picture at position 0 once the statement is done. The application never writes these columns.
ALTER TABLE products
  ADD COLUMN main_image_key text,
  ADD COLUMN main_image_ready boolean NOT NULL DEFAULT false;

UPDATE products p SET main_image_key = i.storage_key, main_image_ready = i.variants_ready
FROM product_images i
WHERE i.supplier_id = p.supplier_id AND i.product_id = p.product_id AND i.position = 0;

-- `sids`, `pids`: the products whose pictures the statement changed (repeats allowed).
CREATE FUNCTION set_main_images(sids bigint[], pids bigint[])
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE products p
  SET main_image_key = m.storage_key, main_image_ready = COALESCE(m.variants_ready, false)
  FROM (SELECT DISTINCT c.sid, c.pid FROM unnest(sids, pids) AS c(sid, pid)) c
  LEFT JOIN product_images m ON m.supplier_id = c.sid AND m.product_id = c.pid AND m.position = 0
  WHERE p.supplier_id = c.sid AND p.product_id = c.pid
    AND (p.main_image_key IS DISTINCT FROM m.storage_key
      OR p.main_image_ready IS DISTINCT FROM COALESCE(m.variants_ready, false));
END
$$;

CREATE FUNCTION product_images_main_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_main_images(array_agg(supplier_id), array_agg(product_id)) FROM new_rows;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_images_main_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_main_images(array_agg(supplier_id), array_agg(product_id))
  FROM (SELECT supplier_id, product_id FROM new_rows UNION SELECT supplier_id, product_id FROM old_rows) c;
  RETURN NULL;
END
$$;

CREATE FUNCTION product_images_main_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_main_images(array_agg(supplier_id), array_agg(product_id)) FROM old_rows;
  RETURN NULL;
END
$$;

CREATE TRIGGER product_images_main_inserted AFTER INSERT ON product_images
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_images_main_inserted();
CREATE TRIGGER product_images_main_updated AFTER UPDATE ON product_images
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_images_main_updated();
CREATE TRIGGER product_images_main_deleted AFTER DELETE ON product_images
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_images_main_deleted();
