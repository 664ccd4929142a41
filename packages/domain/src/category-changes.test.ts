// Category tree changes: hide and unhide, delete with 'Other', reorder and move, and properties
// over random trees.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cat, TREE } from './categories.test-support.ts';
import {
  applyReorder,
  breadcrumb,
  type Category,
  deleteCategories,
  hideCategories,
  isParentCategoryHidden,
  levelOf,
  moveCategory,
  OTHER_CATEGORY_NAME,
  planUnhide,
  reorderPayload,
  toggleCategoryCheck,
  unhideCategories,
  visibilityChangeQuery,
} from './categories.ts';

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
