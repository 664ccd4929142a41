-- Storefront: a per-store catalogue version that any change to what shoppers see
-- (products, categories, variants, images, stock, store settings) bumps, so cached storefront
-- pages are dropped whatever module or legacy path made the change (existing indexes serve the
-- storefront's reads: products_category_idx, products_barcode_idx, site_domains_host_idx).
CREATE TABLE storefront_catalogue_versions (
  supplier_id bigint PRIMARY KEY,
  version     bigint NOT NULL DEFAULT 1
);

CREATE FUNCTION bump_storefront_catalogue_version() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  sid bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    sid := OLD.supplier_id;
  ELSE
    sid := NEW.supplier_id;
  END IF;
  INSERT INTO storefront_catalogue_versions AS v (supplier_id, version) VALUES (sid, 2)
  ON CONFLICT (supplier_id) DO UPDATE SET version = v.version + 1;
  RETURN NULL;
END
$$;

CREATE TRIGGER products_storefront_version AFTER INSERT OR UPDATE OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER categories_storefront_version AFTER INSERT OR UPDATE OR DELETE ON categories
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER product_variants_storefront_version AFTER INSERT OR UPDATE OR DELETE ON product_variants
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER product_images_storefront_version AFTER INSERT OR UPDATE OR DELETE ON product_images
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER stock_levels_storefront_version AFTER INSERT OR UPDATE OR DELETE ON stock_levels
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
CREATE TRIGGER suppliers_storefront_version AFTER UPDATE ON suppliers
  FOR EACH ROW EXECUTE FUNCTION bump_storefront_catalogue_version();
