-- The product list on a large catalogue (bench: 100 000 products): every sort the list offers reads
-- an index in order instead of sorting the whole catalogue, and each missing-data view reads only
-- the products it lists (partial indexes stay small: they hold just the products still missing it).

CREATE INDEX products_list_price_idx ON products (supplier_id, status, is_service, price_paise, product_id);
CREATE INDEX products_list_created_idx ON products (supplier_id, status, is_service, created_at, product_id);
CREATE INDEX products_list_updated_idx ON products (supplier_id, status, is_service, updated_at, product_id);

CREATE INDEX products_missing_image_idx ON products (supplier_id, is_service, name, product_id)
  WHERE status = 'ACTIVE' AND image_count = 0;
CREATE INDEX products_missing_category_idx ON products (supplier_id, is_service, name, product_id)
  WHERE status = 'ACTIVE' AND category_id IS NULL;
CREATE INDEX products_missing_tax_idx ON products (supplier_id, is_service, name, product_id)
  WHERE status = 'ACTIVE' AND tax_rate IS NULL;
CREATE INDEX products_missing_price_idx ON products (supplier_id, is_service, name, product_id)
  WHERE status = 'ACTIVE' AND price_paise = 0;
CREATE INDEX products_missing_barcode_idx ON products (supplier_id, is_service, name, product_id)
  WHERE status = 'ACTIVE' AND barcode IS NULL;
