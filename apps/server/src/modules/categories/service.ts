// What a merchant does with the category tree (shared-blocks.md §3-§9), one use case per file, as
// routes.ts calls them. Every rule comes from packages/domain/src/categories.ts; the use cases run
// them on the stored tree, one change at a time per store (the tree lock), and answer with the
// spec's messages.
export { moveCategory, reorderCategories } from './arrange-categories.ts';
export { getCategorySeo, updateCategorySeo } from './category-seo.ts';
export { updateCategorySettings } from './category-settings.ts';
export {
  assertCategoryExists,
  findCategoryImage,
  removeCategoryImage,
  replaceCategoryImage,
} from './change-category-image.ts';
export { createCategory } from './create-category.ts';
export { deleteCategories } from './delete-categories.ts';
export { hideCategories, unhideCategories } from './hide-categories.ts';
export { type CategoryServiceOptions, getCategoryTree } from './internal.ts';
export { renameCategory } from './rename-category.ts';
