// The theme gallery's words the server sends in English (website-builder.md §2), in the person's
// language by each one's stable id: a group of verticals by its id, a vertical by its key, a shipped
// theme's description by its key. A designer's copy keeps the description it was given.
import type { WordLookup } from '../../../app/builder-words.ts';
import type { ThemeCategory, ThemeSummary, Vertical } from '../api/theme-gallery.ts';

export const themeCategoryKey = (categoryId: number) => `themeCategory.${categoryId}`;
export const verticalKey = (key: string) => `vertical.${key}`;
export const themeDescriptionKey = (themeKey: string) => `theme.${themeKey}`;

export const categoryName = (word: WordLookup, category: ThemeCategory) =>
  word([themeCategoryKey(category.categoryId)], category.name);

export const verticalName = (word: WordLookup, vertical: Pick<Vertical, 'key' | 'name'>) =>
  word([verticalKey(vertical.key)], vertical.name);

export const themeDescription = (word: WordLookup, theme: ThemeSummary) =>
  theme.themeKey === null
    ? theme.description
    : word([themeDescriptionKey(theme.themeKey)], theme.description);
