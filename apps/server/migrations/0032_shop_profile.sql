-- The merchant's own facts about the shop (what it sells, where, since when, delivery or pickup,
-- hours, a line about it), asked by the website walkthrough. A picked theme writes its text
-- blocks from them (docs/decisions/0110-true-content.md).
ALTER TABLE sites ADD COLUMN shop_profile jsonb NOT NULL DEFAULT '{}'::jsonb;
