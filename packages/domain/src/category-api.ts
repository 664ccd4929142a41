// Request and reply shapes of the categories API (/api/v1/categories), shared by the server and the
// admin app. The rules behind them are in categories.ts.
import { z } from 'zod';
import { CATEGORY_MAX_LEVEL, categoryNameSchema, categorySeoSchema, type ReorderNode } from './categories.ts';
import { categoryTranslationsReplySchema, categoryTranslationsSchema } from './store-translations.ts';

const id = z.number().int().positive();
const ids = z.array(id).min(1).max(5000);

/** Required in automated-category mode: the tree's stamp the change was made on. */
const lastModifiedTimestamp = z.number().int().nonnegative().optional();

export const categoryItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  visibility: z.enum(['ON_DISPLAY', 'OFF_DISPLAY']),
  position: z.number().int(),
  level: z.number().int().min(1).max(CATEGORY_MAX_LEVEL),
  /** Levels joined with >>. */
  breadcrumb: z.string(),
  isParentCategoryHidden: z.boolean(),
  imageUrl: z.string().nullable(),
  isSeoPresent: z.boolean(),
  productCount: z.number().int(),
  /** The name per shopper language; a language not listed shows the base name. */
  translations: categoryTranslationsReplySchema,
});
export type CategoryItem = z.infer<typeof categoryItemSchema>;

/** The whole tree as a flat list in display order (parents before children, by position). */
export const categoryTreeReplySchema = z.object({
  categories: z.array(categoryItemSchema),
  lastModifiedTimestamp: z.number().int(),
  isCategoryAutomated: z.boolean(),
});
export type CategoryTreeReply = z.infer<typeof categoryTreeReplySchema>;

/** Every change answers with the spec's message and the tree as it now is. */
export const categoryChangeReplySchema = z.object({
  message: z.string(),
  /** Shown as a popup beside the message (the unhide refusal). */
  popup: z.string().nullable(),
  /** The category created or changed, when there is one. */
  categoryId: z.number().int().nullable(),
  /** Categories the change left alone (children refused unhiding). */
  refusedIds: z.array(z.number().int()),
  tree: categoryTreeReplySchema,
});
export type CategoryChangeReply = z.infer<typeof categoryChangeReplySchema>;

export const createCategoryBodySchema = z.object({
  name: categoryNameSchema,
  parentId: id.nullable().default(null),
  lastModifiedTimestamp,
});
export type CreateCategoryBody = z.input<typeof createCategoryBodySchema>;

export const renameCategoryBodySchema = z.object({
  name: categoryNameSchema,
  /** The name per shopper language; left out, the stored ones stay. */
  translations: categoryTranslationsSchema.optional(),
  lastModifiedTimestamp,
});
export type RenameCategoryBody = z.input<typeof renameCategoryBodySchema>;

export const hideCategoriesBodySchema = z.object({
  ids,
  /** Also take the categories' products off display. */
  isHideProducts: z.boolean().default(false),
  lastModifiedTimestamp,
});
export type HideCategoriesBody = z.input<typeof hideCategoriesBodySchema>;

export const unhideCategoriesBodySchema = z.object({
  ids,
  /** Also put the products of the categories now shown back on display. */
  isShowProducts: z.boolean().default(false),
  lastModifiedTimestamp,
});
export type UnhideCategoriesBody = z.input<typeof unhideCategoriesBodySchema>;

export const deleteCategoriesBodySchema = z.object({ ids, lastModifiedTimestamp });
export type DeleteCategoriesBody = z.input<typeof deleteCategoriesBodySchema>;

// The reorder body: nested id lists over three levels (a fourth cannot be written).
const level3 = z.object({ id, children: z.array(z.never()).max(0).default([]) });
const level2 = z.object({ id, children: z.array(level3).default([]) });
const level1 = z.object({ id, children: z.array(level2).default([]) });
export const reorderCategoriesBodySchema = z.object({
  tree: z.array(level1).max(5000),
  lastModifiedTimestamp,
});
export type ReorderCategoriesBody = z.input<typeof reorderCategoriesBodySchema>;

/** The reorder body from the domain's nested lists (reorderPayload); a tree has at most 3 levels. */
export function reorderBody(nodes: readonly ReorderNode[]): ReorderCategoriesBody['tree'] {
  return nodes.map((a) => ({
    id: a.id,
    children: a.children.map((b) => ({ id: b.id, children: b.children.map((c) => ({ id: c.id })) })),
  }));
}

export const moveCategoryBodySchema = z.object({ direction: z.enum(['up', 'down']), lastModifiedTimestamp });
export type MoveCategoryBody = z.input<typeof moveCategoryBodySchema>;

export const categorySeoBodySchema = categorySeoSchema.extend({ lastModifiedTimestamp });
export type CategorySeoBody = z.input<typeof categorySeoBodySchema>;
export const categorySeoReplySchema = categorySeoSchema.required();

export const categorySettingsBodySchema = z.object({ isCategoryAutomated: z.boolean() });

/** The multipart image upload: the file plus the square crop chosen in the cropper (source pixels). */
export const categoryImageCropSchema = z.object({
  x: z.coerce.number().int().nonnegative(),
  y: z.coerce.number().int().nonnegative(),
  width: z.coerce.number().int().positive(),
  height: z.coerce.number().int().positive(),
});
export type CategoryImageCrop = z.infer<typeof categoryImageCropSchema>;
