-- Point of sale: the printer and invoice template of each supplier (shared-blocks.md §7 Printer:
-- saveSupplierInfo with template_id and printer_name; the local print service's host).
CREATE TABLE printer_settings (
  supplier_id    bigint NOT NULL REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  printer_host   text NOT NULL DEFAULT 'localhost',
  use_https      boolean NOT NULL DEFAULT false,
  printer_name   text NOT NULL DEFAULT '',
  template_id    text NOT NULL DEFAULT '80MM' CHECK (template_id IN ('A4', '80MM', '58MM')),
  gstin          text NOT NULL DEFAULT '',
  invoice_footer text NOT NULL DEFAULT '',
  updated_by     bigint,
  updated_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (supplier_id)
);
