-- When the person last chose their language (the first-time language pages, the menu's language
-- modal or updateLanguageByStaffMember). NULL: never chosen, so their first sign-in opens the
-- welcome pages that ask (shared-blocks.md, "Language modal": pages 1 to 3 for first-time users).
ALTER TABLE users ADD COLUMN language_chosen_at timestamptz;
-- Anyone already working in another language than the default has chosen it.
UPDATE users SET language_chosen_at = created_at WHERE language <> 'en';
