-- Pictures for the storefront at the sizes its layout needs (docs/decisions/0120-storefront-pictures.md).

-- Which set of variants an image's files hold: 1 had no 1080 px wide webp. The variants job
-- writes the current set; the product page offers the 1080 px file only to images that have it.
ALTER TABLE product_images ADD COLUMN variants_version smallint NOT NULL DEFAULT 1;

-- Site images (logo, banners, backgrounds) get their phone (_500X) and webp variants too; the
-- storefront's picture markup asks for them only once they exist.
ALTER TABLE site_images ADD COLUMN variants_ready boolean NOT NULL DEFAULT false;

-- Existing pictures get the variants they lack, in the background (the jobs are idempotent).
INSERT INTO jobs (supplier_id, queue, payload)
SELECT supplier_id, 'product-image.variants',
       jsonb_build_object('productId', product_id, 'imageId', image_id, 'storageKey', storage_key)
FROM product_images
WHERE variants_ready;

INSERT INTO jobs (supplier_id, queue, payload)
SELECT supplier_id, 'site-image.variants', jsonb_build_object('imageId', image_id, 'storageKey', storage_key)
FROM site_images
WHERE purpose IN ('LOGO', 'BACKGROUND', 'CONTENT');
