-- The crop a site image was last saved with (website-builder.md "Crop data: cropperData,
-- canvasData, cropBoxData, isMobile"), so an editor reopens the image with it and the apps'
-- getCropperData.ns reads it. One small JSON document per image, null until a crop is saved.
ALTER TABLE site_images
  ADD COLUMN crop jsonb CHECK (crop IS NULL OR octet_length(crop::text) <= 4096);
