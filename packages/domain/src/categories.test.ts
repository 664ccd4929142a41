import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyReorder,
  BREADCRUMB_SEPARATOR,
  breadcrumb,
  buildCategoryTree,
  CATEGORY_IMAGE_CROP,
  CATEGORY_MAX_LEVEL,
  CATEGORY_MESSAGES,
  CATEGORY_SCREEN_TITLES,
  CATEGORY_TREE_PAINTING,
  type Category,
  type CategoryVisibility,
  canPlaceUnder,
  categoryNameError,
  categoryNameSchema,
  categorySeoSchema,
  checkStates,
  deleteCategories,
  descriptionScreenTitle,
  hideCategories,
  isCategoryShown,
  isDuplicateCategoryName,
  isParentCategoryHidden,
  levelOf,
  moveCategory,
  normalizeVisibility,
  OTHER_CATEGORY_NAME,
  planUnhide,
  reorderPayload,
  toggleCategoryCheck,
  unhideCategories,
  visibilityChangeQuery,
  withDescendants,
} from './categories.ts';

const cat = (
  id: number,
  name: string,
  parentId: number | null,
  position: number,
  visibility: CategoryVisibility = 'ON_DISPLAY',
): Category => ({ id, name, parentId, position, visibility });

// Grocery > Rice > (Basmati, Sona); Grocery > Dal; Snacks (hidden) > Chips > Nachos (hidden)
const TREE: Category[] = [
  cat(1, 'Grocery', null, 1),
  cat(2, 'Rice', 1, 1),
  cat(3, 'Basmati', 2, 1),
  cat(4, 'Sona', 2, 2),
  cat(5, 'Dal', 1, 2),
  cat(6, 'Snacks', null, 2, 'OFF_DISPLAY'),
  cat(7, 'Chips', 6, 1),
  cat(8, 'Nachos', 7, 1, 'OFF_DISPLAY'),
];

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

describe('hide forces children parent-hidden', () => {
  it('marks the whole subtree of a hidden parent', () => {
    const hidden = hideCategories(TREE, [2]);
    expect(hidden.find((c) => c.id === 2)?.visibility).toBe('OFF_DISPLAY');
    expect(hidden.find((c) => c.id === 3)?.visibility).toBe('ON_DISPLAY');
    expect(isParentCategoryHidden(hidden, 3)).toBe(true);
    expect(isParentCategoryHidden(hidden, 5)).toBe(false);
    expect(isParentCategoryHidden(TREE, 8)).toBe(true);
  });

  it('builds the visibility query as comma lists', () => {
    expect(visibilityChangeQuery([1, 2], [3])).toEqual({
      onDisplayGroupIds: '1,2',
      offDisplayGroupIds: '3',
      isHideProducts: false,
    });
    expect(visibilityChangeQuery([], [6], true).isHideProducts).toBe(true);
  });
});

describe('unhide is refused for a child whose parent is hidden and not also selected', () => {
  it.each([
    [[7], [], [7]],
    [[6, 7], [6, 7], []],
    [[8], [], [8]],
    [[7, 8], [], [7, 8]],
    [[6, 8], [6, 8], []],
    [[6, 8, 99], [6, 8], []],
    [[8, 7, 6], [8, 7, 6], []],
    [[1, 99], [1], []],
  ])('selected %j → unhide %j, refused %j', (selected, unhide, refused) => {
    const plan = planUnhide(TREE, selected);
    expect(plan.unhide).toEqual(unhide);
    expect(plan.refused).toEqual(refused);
    expect(plan.popup).toBe(
      refused.length > 0 ? 'Child categories would not be unhidden if parent category is hidden' : null,
    );
  });

  it('unhides only the accepted ones', () => {
    const { categories, plan } = unhideCategories(TREE, [8, 7]);
    expect(plan.refused).toEqual([8, 7]);
    expect(categories.find((c) => c.id === 8)?.visibility).toBe('OFF_DISPLAY');
    const both = unhideCategories(TREE, [6, 8]).categories;
    expect(both.find((c) => c.id === 6)?.visibility).toBe('ON_DISPLAY');
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

describe("delete: children of a deleted parent move to 'Other'", () => {
  it("creates 'Other' when missing and moves the orphans with their subtree", () => {
    const result = deleteCategories(TREE, [1], 100);
    expect(result.createdOther).toEqual({
      id: 100,
      name: OTHER_CATEGORY_NAME,
      parentId: null,
      visibility: 'ON_DISPLAY',
      position: 3,
    });
    expect(result.movedIds).toEqual([2, 5]);
    expect(breadcrumb(result.categories, 3)).toBe('Other>>Rice>>Basmati');
    expect(levelOf(result.categories, 3)).toBe(3);
  });

  it("reuses an existing 'Other', placing the moved ones after its children", () => {
    const withOther = [...TREE, cat(50, 'other', null, 3), cat(51, 'Misc', 50, 1)];
    const result = deleteCategories(withOther, [2], 100);
    expect(result.createdOther).toBeNull();
    expect(
      result.categories
        .filter((c) => c.parentId === 50)
        .sort((a, b) => a.position - b.position)
        .map((c) => [c.id, c.position]),
    ).toEqual([
      [51, 1],
      [3, 2],
      [4, 3],
    ]);
  });

  it('moves nothing when a whole subtree is deleted', () => {
    const result = deleteCategories(TREE, [2, 3, 4], 100);
    expect(result).toMatchObject({ movedIds: [], createdOther: null, deletedIds: [2, 3, 4] });
    expect(result.categories.map((c) => c.id)).toEqual([1, 5, 6, 7, 8]);
  });

  it("makes a new 'Other' when the old one is deleted with children left", () => {
    const withOther = [cat(50, 'Other', null, 1), cat(51, 'Misc', 50, 1)];
    const result = deleteCategories(withOther, [50], 100);
    expect(result.createdOther?.id).toBe(100);
    expect(result.categories.find((c) => c.id === 51)?.parentId).toBe(100);
  });
});

describe('reorder', () => {
  it.each([
    [3, 'down', [4, 3]],
    [4, 'up', [4, 3]],
    [3, 'up', [3, 4]],
    [4, 'down', [3, 4]],
    [99, 'up', [3, 4]],
  ] as const)('moving %i %s gives %j', (id, direction, order) => {
    const moved = moveCategory(TREE, id, direction);
    expect(reorderPayload(moved)[0]?.children[0]?.children.map((n) => n.id)).toEqual(order);
  });

  it('sends nested id lists over three levels', () => {
    expect(reorderPayload(TREE)).toEqual([
      {
        id: 1,
        children: [
          {
            id: 2,
            children: [
              { id: 3, children: [] },
              { id: 4, children: [] },
            ],
          },
          { id: 5, children: [] },
        ],
      },
      { id: 6, children: [{ id: 7, children: [{ id: 8, children: [] }] }] },
    ]);
  });
});

describe('properties over random trees of up to 3 levels', () => {
  // Each new category hangs under an earlier one of level 1 or 2, or at the top.
  const trees = fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 25 }).map((picks) => {
    const list: Category[] = [];
    const levels = new Map<number, number>();
    picks.forEach(([pick, hidden], i) => {
      const parents = list.filter((c) => (levels.get(c.id) ?? 3) < 3);
      const parent = pick % (parents.length + 1) === 0 ? null : parents[(pick % (parents.length + 1)) - 1]!;
      const id = i + 1;
      levels.set(id, parent ? levels.get(parent.id)! + 1 : 1);
      list.push(cat(id, `C${id}`, parent?.id ?? null, i, hidden ? 'OFF_DISPLAY' : 'ON_DISPLAY'));
    });
    return list;
  });
  const ids = fc.array(fc.integer({ min: 1, max: 25 }), { maxLength: 8 });

  it('delete keeps every category within 3 levels and under an existing parent', () => {
    fc.assert(
      fc.property(trees, ids, (tree, chosen) => {
        const { categories } = deleteCategories(tree, chosen, 1000);
        const known = new Set(categories.map((c) => c.id));
        return categories.every(
          (c) => levelOf(categories, c.id) <= 3 && (c.parentId === null || known.has(c.parentId)),
        );
      }),
    );
  });

  it('after unhide no accepted category sits under a hidden parent', () => {
    fc.assert(
      fc.property(trees, ids, (tree, chosen) => {
        const { categories, plan } = unhideCategories(tree, chosen);
        return plan.unhide.every((id) => !isParentCategoryHidden(categories, id));
      }),
    );
  });

  it('a checked category always has all its children checked', () => {
    fc.assert(
      fc.property(trees, ids, (tree, toggles) => {
        let checked = new Set<number>();
        for (const id of toggles)
          if (tree.some((c) => c.id === id)) checked = toggleCategoryCheck(tree, checked, id);
        return tree.every(
          (c) =>
            !checked.has(c.id) || tree.filter((k) => k.parentId === c.id).every((k) => checked.has(k.id)),
        );
      }),
    );
  });
});

describe("deleting a category whose products move to 'Other'", () => {
  it("makes 'Other' for the products even when no child category is left over", () => {
    const result = deleteCategories(TREE, [5], 100, { needOther: true });
    expect(result.createdOther?.name).toBe(OTHER_CATEGORY_NAME);
    expect(result.movedIds).toEqual([]);
  });

  it("reuses an existing 'Other' for the products", () => {
    const withOther = [...TREE, cat(50, 'Other', null, 3)];
    expect(deleteCategories(withOther, [5], 100, { needOther: true }).createdOther).toBeNull();
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

describe('applying a reorder (nested id lists)', () => {
  it('sets parents and positions from the lists, moving a category to another parent', () => {
    const payload = reorderPayload(TREE);
    // Dal goes first under Snacks > Chips' sibling list, i.e. under Snacks.
    const grocery = payload[0]!;
    const snacks = payload[1]!;
    const dal = grocery.children.pop()!;
    snacks.children.unshift(dal);
    const result = applyReorder(TREE, payload);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(breadcrumb(result.categories, 5)).toBe('Snacks>>Dal');
    expect(reorderPayload(result.categories)).toEqual(payload);
  });

  it.each([
    ['an unknown id', [{ id: 99, children: [] }], 'unknown-category'],
    ['a missing category', reorderPayload(TREE).slice(0, 1), 'incomplete'],
    ['an id twice', [...reorderPayload(TREE), { id: 1, children: [] }], 'incomplete'],
    [
      'a fourth level',
      [
        { id: 1, children: [{ id: 2, children: [{ id: 3, children: [{ id: 4, children: [] }] }] }] },
        { id: 5, children: [] },
        { id: 6, children: [{ id: 7, children: [{ id: 8, children: [] }] }] },
      ],
      'too-deep',
    ],
    [
      'two siblings named alike after a move',
      [...reorderPayload(TREE.filter((c) => c.id !== 5)), { id: 5, children: [] }].map((n) =>
        n.id === 6 ? { ...n, children: [...n.children] } : n,
      ),
      null,
    ],
  ] as const)('refuses %s', (_name, payload, problem) => {
    const result = applyReorder(TREE, payload as never);
    if (problem === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, problem });
  });

  it('refuses a move that puts two same-named categories under one parent', () => {
    const tree = [...TREE, cat(9, 'Rice', 6, 2)];
    const payload = reorderPayload(tree);
    const rice = payload[1]!.children.pop()!;
    payload[0]!.children.push(rice);
    expect(applyReorder(tree, payload)).toEqual({ ok: false, problem: 'duplicate-name' });
  });
});
