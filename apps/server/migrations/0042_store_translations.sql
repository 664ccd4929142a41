-- The merchant's own texts per shopper language, beside the base text that stays the fallback:
-- { "hi": { "name": "…", "description": "…" } } on products, { "hi": { "name": "…" } } on
-- categories and { "hi": { "storeName": "…" } } on the store. Nothing is filled in for the merchant.
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE suppliers ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
