// Category tree rules: messages and titles, names, visibility values, three levels and breadcrumbs,
// the nested tree, check propagation, and what a shopper sees.
import { describe, expect, it } from 'vitest';
import { cat, TREE } from './categories.test-support.ts';
import {
  BREADCRUMB_SEPARATOR,
  breadcrumb,
  buildCategoryTree,
  CATEGORY_IMAGE_CROP,
  CATEGORY_MAX_LEVEL,
  CATEGORY_MESSAGES,
  CATEGORY_SCREEN_TITLES,
  CATEGORY_TREE_PAINTING,
  canPlaceUnder,
  categoryNameError,
  categoryNameSchema,
  categorySeoSchema,
  checkStates,
  descriptionScreenTitle,
  isCategoryShown,
  isDuplicateCategoryName,
  levelOf,
  normalizeVisibility,
  reorderPayload,
  toggleCategoryCheck,
  withDescendants,
} from './categories.ts';

describe('messages (shared-blocks.md §8) and titles (§2)', () => {
  it('keeps the spec texts letter for letter', () => {
    expect(CATEGORY_MESSAGES).toMatchObject({
      blankName: 'Category name cannot be blank',
      alreadyExists: 'This Category already exists',
      alreadyExistsMobile: 'Category already exists',
      createFailed: 'Oops! Something went wrong',
      automatedUpdateFailedMobile: 'Something went wrong',
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
    });
    expect(CATEGORY_SCREEN_TITLES.default).toBe('Select Display Category');
    expect(CATEGORY_SCREEN_TITLES.parentSelect).toBe('Select Parent Category');
  });

  it.each([
    ['add', false, 'Add Parent Category'],
    ['add', true, 'Add Child Category'],
    ['edit', false, 'Edit Parent Category'],
    ['edit', true, 'Edit Child Category'],
  ] as const)('%s child=%s → %s', (mode, child, title) => {
    expect(descriptionScreenTitle(mode, child)).toBe(title);
  });
});

describe('name', () => {
  it.each([
    ['', 'Category name cannot be blank'],
    ['   ', 'Category name cannot be blank'],
    [' Rice ', null],
  ])('%j → %s', (name, message) => {
    expect(categoryNameError(name)).toBe(message);
    expect(categoryNameSchema.safeParse(name).error?.issues[0]?.message ?? null).toBe(message);
  });

  it.each([
    [' rice ', 1, undefined, true],
    ['Rice', 1, 2, false],
    ['Rice', null, undefined, false],
  ])('duplicate %j under %s (except %s) → %s', (name, parent, except, dup) => {
    expect(isDuplicateCategoryName(TREE, name, parent, except)).toBe(dup);
  });

  it('defaults the SEO details to empty', () => {
    expect(categorySeoSchema.parse({})).toEqual({ title: '', keywords: '', description: '', url: '' });
  });
});

describe('visibility values', () => {
  it.each([
    ['on', 'ON_DISPLAY'],
    ['ON_DISPLAY', 'ON_DISPLAY'],
    ['off', 'OFF_DISPLAY'],
    ['OFF_DISPLAY', 'OFF_DISPLAY'],
  ])('%s → %s', (value, normal) => {
    expect(normalizeVisibility(value)).toBe(normal);
  });
});

describe('three levels and breadcrumbs joined with >>', () => {
  it('uses the spec constants', () => {
    expect(CATEGORY_IMAGE_CROP).toEqual({ aspectRatio: 1, width: 200, height: 200 });
    expect(CATEGORY_TREE_PAINTING).toEqual({
      firstStep: 10,
      initialRows: 20,
      moreRows: 10,
      loadMoreAtPercent: 95,
    });
    expect(CATEGORY_MAX_LEVEL).toBe(3);
    expect(BREADCRUMB_SEPARATOR).toBe('>>');
  });

  it.each([
    [1, 1, 'Grocery'],
    [2, 2, 'Grocery>>Rice'],
    [3, 3, 'Grocery>>Rice>>Basmati'],
  ])('category %i is level %i with breadcrumb %s', (id, level, crumb) => {
    expect(levelOf(TREE, id)).toBe(level);
    expect(breadcrumb(TREE, id)).toBe(crumb);
  });

  it.each<[number | null, number | null, boolean, string]>([
    [null, null, true, 'a new top-level category'],
    [null, 2, true, 'a new child of a level-2 category'],
    [null, 3, false, 'a new child of a level-3 category (level 4)'],
    [5, 2, true, 'a leaf under level 2'],
    [2, 5, false, 'a two-level subtree under level 2'],
    [2, null, true, 'a subtree to the top'],
    [1, 3, false, 'a category under its own descendant'],
    [1, 1, false, 'a category under itself'],
  ])('placing %s under %s: %s (%s)', (id, parent, ok) => {
    expect(canPlaceUnder(TREE, id, parent)).toBe(ok);
  });
});

describe('unknown ids and ties', () => {
  it('treats an unknown id as a lone top-level category with an empty breadcrumb', () => {
    expect(levelOf(TREE, 99)).toBe(1);
    expect(breadcrumb(TREE, 99)).toBe('');
  });
  it('orders siblings of equal position by id', () => {
    const tied = [cat(12, 'B', null, 1), cat(11, 'A', null, 1)];
    expect(reorderPayload(tied).map((n) => n.id)).toEqual([11, 12]);
  });
});

describe('tree', () => {
  it('nests children in position order with levels, breadcrumbs and parent-hidden flags', () => {
    const tree = buildCategoryTree([...TREE].reverse());
    expect(tree.map((n) => n.name)).toEqual(['Grocery', 'Snacks']);
    const rice = tree[0]?.children[0];
    expect(rice?.children.map((n) => [n.name, n.level, n.breadcrumb])).toEqual([
      ['Basmati', 3, 'Grocery>>Rice>>Basmati'],
      ['Sona', 3, 'Grocery>>Rice>>Sona'],
    ]);
    const chips = tree[1]?.children[0];
    expect(chips?.isParentCategoryHidden).toBe(true);
    expect(chips?.children[0]?.isParentCategoryHidden).toBe(true);
    expect(rice?.isParentCategoryHidden).toBe(false);
  });
});

describe('check propagation', () => {
  const states = (checked: Set<number>) => Object.fromEntries(checkStates(TREE, checked));

  it('checking a parent checks all its children', () => {
    const checked = toggleCategoryCheck(TREE, new Set(), 1);
    expect([...checked].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('a parent is partial when only some children are checked, checked when all are', () => {
    let checked = toggleCategoryCheck(TREE, new Set(), 3);
    expect(states(checked)).toMatchObject({ 1: 'partial', 2: 'partial', 3: 'checked', 4: 'unchecked' });
    checked = toggleCategoryCheck(TREE, checked, 4);
    expect(states(checked)).toMatchObject({ 1: 'partial', 2: 'checked' });
    checked = toggleCategoryCheck(TREE, checked, 5);
    expect(states(checked)).toMatchObject({ 1: 'checked', 2: 'checked', 5: 'checked' });
  });

  it('unchecking a child unchecks its parents above and keeps the siblings', () => {
    const all = toggleCategoryCheck(TREE, new Set(), 1);
    const checked = toggleCategoryCheck(TREE, all, 3);
    expect(states(checked)).toMatchObject({
      1: 'partial',
      2: 'partial',
      3: 'unchecked',
      4: 'checked',
      5: 'checked',
    });
  });

  it('unchecking a parent unchecks its children', () => {
    const all = toggleCategoryCheck(TREE, new Set(), 1);
    expect(toggleCategoryCheck(TREE, all, 1).size).toBe(0);
  });
});

describe('subtrees and what a shopper sees', () => {
  it('lists the chosen categories with everything below them, once, parents first', () => {
    expect(withDescendants(TREE, [2, 1, 99])).toEqual([2, 3, 4, 1, 5]);
    expect(withDescendants(TREE, [6])).toEqual([6, 7, 8]);
  });

  it.each([
    [1, true],
    [3, true],
    [6, false],
    [7, false],
    [99, false],
  ])('category %i shown: %s', (id, shown) => {
    expect(isCategoryShown(TREE, id)).toBe(shown);
  });
});
