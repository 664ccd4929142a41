-- Readable product addresses in the online store (/s/{store}/p/{slug}): each product's slug, unique
-- in its store, made by the server from the name (packages/domain/src/product-slug.ts). A row
-- written without one (a script, an older path) gets the stable stand-in item-{id}; the server
-- gives such rows their name's slug at start (the partial index finds them).
ALTER TABLE products ADD COLUMN slug text;

CREATE FUNCTION products_default_slug() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.slug IS NULL THEN
    NEW.slug := 'item-' || NEW.product_id::text;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER products_default_slug BEFORE INSERT ON products
  FOR EACH ROW EXECUTE FUNCTION products_default_slug();

UPDATE products SET slug = 'item-' || product_id::text;
ALTER TABLE products ALTER COLUMN slug SET NOT NULL;
CREATE UNIQUE INDEX products_slug_key ON products (supplier_id, slug);
CREATE INDEX products_slug_pending_idx ON products (supplier_id)
  WHERE slug = 'item-' || product_id::text;

-- The slugs a product had before a rename: their old addresses answer 301 to the current one.
CREATE TABLE product_slug_history (
  supplier_id bigint NOT NULL,
  slug text NOT NULL,
  product_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id, slug),
  FOREIGN KEY (supplier_id, product_id) REFERENCES products (supplier_id, product_id) ON DELETE CASCADE
);
