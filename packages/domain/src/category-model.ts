// A category (product group) and its limits, messages, screen titles and name and SEO schemas
// (shared-blocks.md §3, §9).
import { z } from 'zod';
import { GENERIC_ERROR_MESSAGE } from './api-error.ts';

export const CATEGORY_MAX_LEVEL = 3;
export const BREADCRUMB_SEPARATOR = '>>';
export const OTHER_CATEGORY_NAME = 'Other';
export const CATEGORY_NAME_MAX_LENGTH = 100;
/** Category image crop: square, crop box 200 by 200 (shared-blocks.md §9). */
export const CATEGORY_IMAGE_CROP = { aspectRatio: 1, width: 200, height: 200 } as const;
/** Tree painting: the first 10 in step mode, 20 rows at first, 10 more near the bottom (95-99 %). */
export const CATEGORY_TREE_PAINTING = {
  firstStep: 10,
  initialRows: 20,
  moreRows: 10,
  loadMoreAtPercent: 95,
} as const;

export const CATEGORY_MESSAGES = {
  blankName: 'Category name cannot be blank',
  alreadyExists: 'This Category already exists',
  alreadyExistsMobile: 'Category already exists',
  createFailed: 'Oops! Something went wrong',
  automatedUpdateFailedMobile: GENERIC_ERROR_MESSAGE,
  changesNotApplied: 'Changes to your Category has not been applied. Please try again.',
  hideFailed: 'Requested category is not hidden. Please try again.',
  unhideRefused: 'Child categories would not be unhidden if parent category is hidden',
  underMaintenance: 'The category of the product is currently under maintenance.',
  templateNotApproved: 'The template of product is not approved.',
  created: 'Category created successfully',
  updated: 'Category Updated',
  deleted: 'Category Deleted',
  deletedSuccessfully: 'Category deleted successfully',
  changesApplied: 'Changes to your Category has been applied successfully.',
  shown: 'Requested category is shown successfully.',
  hidden: 'Requested category is hidden successfully.',
} as const;

export const CATEGORY_SCREEN_TITLES = {
  default: 'Select Display Category',
  parentSelect: 'Select Parent Category',
  cropper: 'Add Image',
  seo: 'SEO',
} as const;

/** Category-description screen: Add/Edit Parent/Child Category. */
export function descriptionScreenTitle(mode: 'add' | 'edit', isChild: boolean): string {
  return `${mode === 'add' ? 'Add' : 'Edit'} ${isChild ? 'Child' : 'Parent'} Category`;
}

export type CategoryVisibility = 'ON_DISPLAY' | 'OFF_DISPLAY';

/** The wire knows on/off and ON_DISPLAY/OFF_DISPLAY; the rules use the latter. */
export function normalizeVisibility(value: string): CategoryVisibility {
  return value === 'off' || value === 'OFF_DISPLAY' ? 'OFF_DISPLAY' : 'ON_DISPLAY';
}

export interface Category {
  id: number;
  name: string;
  parentId: number | null;
  visibility: CategoryVisibility;
  position: number;
}

export const categoryNameSchema = z
  .string()
  .trim()
  .min(1, CATEGORY_MESSAGES.blankName)
  .max(CATEGORY_NAME_MAX_LENGTH);

export const categorySeoSchema = z.object({
  title: z.string().trim().max(200).default(''),
  keywords: z.string().trim().max(500).default(''),
  description: z.string().trim().max(1000).default(''),
  url: z.string().trim().max(200).default(''),
});
export type CategorySeo = z.infer<typeof categorySeoSchema>;

export function categoryNameError(name: string): string | null {
  return name.trim() === '' ? CATEGORY_MESSAGES.blankName : null;
}
