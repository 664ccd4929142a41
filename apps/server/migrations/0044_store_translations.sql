-- The merchant's own texts per shopper language, beside the base text that stays the fallback:
-- { "hi": { "name": "…", "description": "…" } } on products, { "hi": { "name": "…" } } on
-- categories. The store's name in other languages lives in suppliers.store_settings.translations.
ALTER TABLE products ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE categories ADD COLUMN translations jsonb NOT NULL DEFAULT '{}'::jsonb;
