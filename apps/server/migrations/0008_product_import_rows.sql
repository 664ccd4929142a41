-- A product import's rows, one per line of the file, instead of one jsonb array on the import
-- (0006's staged_rows, no longer written): each chunk and the preview read only their own rows,
-- where slicing the array re-read the whole file for every chunk. (Numbered 0008, not 0006b:
-- the migration runner refuses letter suffixes.)
CREATE TABLE product_import_rows (
  supplier_id bigint NOT NULL,
  import_id   bigint NOT NULL,
  -- Order in the file, from 0; the runner takes [processed_rows, processed_rows + chunk).
  seq         integer NOT NULL,
  -- The row number the merchant sees in the sheet (the header is row 1).
  row_no      integer NOT NULL,
  cells       jsonb NOT NULL,
  -- The checked product to insert, or null when the row failed.
  value       jsonb,
  PRIMARY KEY (supplier_id, import_id, seq),
  FOREIGN KEY (supplier_id, import_id) REFERENCES product_imports (supplier_id, import_id) ON DELETE CASCADE
);
