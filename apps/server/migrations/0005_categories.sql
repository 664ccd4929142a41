-- Categories, complete (shared-blocks.md §3, §6, §7): image, SEO details and an updated stamp per
-- category; per supplier, the automated-category mode and the tree's lastModifiedTimestamp that
-- every change bumps and that automated-mode changes must quote (a stale one is refused).
-- Parent-hidden is not stored: it follows from the tree (packages/domain/src/categories.ts).

ALTER TABLE categories ADD COLUMN image_path text;
ALTER TABLE categories ADD COLUMN seo_url text NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN seo_title text NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN seo_keywords text NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN seo_description text NOT NULL DEFAULT '';
ALTER TABLE categories ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();

CREATE INDEX categories_parent_idx ON categories (supplier_id, parent_id, position);

CREATE TABLE category_trees (
  supplier_id             bigint PRIMARY KEY REFERENCES suppliers (supplier_id) ON DELETE CASCADE,
  is_category_automated   boolean NOT NULL DEFAULT false,
  -- Milliseconds since 1970; only ever grows.
  last_modified_timestamp bigint NOT NULL DEFAULT 0,
  updated_at              timestamptz NOT NULL DEFAULT now()
);
