// The category tree over HTTP: reading it, create, rename, hide and unhide, delete.
import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, type Harness, login } from '../../test/harness.ts';
import { addProduct, byName, caller, create, productOf, tree } from './test-support.ts';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

/** A fresh store per test, so each one starts from an empty tree. */
async function freshStore() {
  const store = await createStore(h);
  return { store, call: caller(h, await login(h, store.owner)) };
}

const ids = (reply: { categories: Array<{ id: number }> }) => reply.categories.map((c) => c.id);

describe('reading the tree', () => {
  it('starts empty, with stamp 0 and the automated mode off', async () => {
    const { call } = await freshStore();
    expect(await tree(call)).toEqual({
      categories: [],
      lastModifiedTimestamp: 0,
      isCategoryAutomated: false,
    });
  });
});

describe('create (name, parent; 3 levels)', () => {
  it("creates a 3-level tree with breadcrumbs joined by >> and says 'Category created successfully'", async () => {
    const { call } = await freshStore();
    const reply = await call('POST', '/categories', { name: '  Grocery ', parentId: null });
    expect(reply.statusCode).toBe(201);
    expect(reply.json()).toMatchObject({ message: 'Category created successfully', popup: null });
    const grocery = reply.json().categoryId as number;
    const rice = await create(call, 'Rice', grocery);
    await create(call, 'Basmati', rice);
    const now = await tree(call);
    expect(now.categories.map((c) => [c.name, c.level, c.breadcrumb])).toEqual([
      ['Grocery', 1, 'Grocery'],
      ['Rice', 2, 'Grocery>>Rice'],
      ['Basmati', 3, 'Grocery>>Rice>>Basmati'],
    ]);
    expect(now.lastModifiedTimestamp).toBeGreaterThan(0);
  });

  it("refuses a fourth level with 'Oops! Something went wrong'", async () => {
    const { call } = await freshStore();
    const a = await create(call, 'A');
    const b = await create(call, 'B', a);
    const c = await create(call, 'C', b);
    const reply = await call('POST', '/categories', { name: 'D', parentId: c });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toBe('Oops! Something went wrong');
    expect(reply.json().error.fields).toHaveProperty('parentId');
    expect((await tree(call)).categories).toHaveLength(3);
  });

  it.each(['', '   '])("refuses the blank name %j with 'Category name cannot be blank'", async (name) => {
    const { call } = await freshStore();
    const reply = await call('POST', '/categories', { name, parentId: null });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.message).toBe('Category name cannot be blank');
    expect(reply.json().error.fields.name).toBe('Category name cannot be blank');
  });

  it("refuses a sibling of the same name (any case) with 'This Category already exists'", async () => {
    const { call } = await freshStore();
    const grocery = await create(call, 'Grocery');
    await create(call, 'Rice', grocery);
    const twin = await call('POST', '/categories', { name: ' rice ', parentId: grocery });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().error.message).toBe('This Category already exists');
    // The same name elsewhere in the tree is fine.
    await create(call, 'Rice');
  });

  it("answers 404 'Oops! Something went wrong' for an unknown parent", async () => {
    const { call } = await freshStore();
    const reply = await call('POST', '/categories', { name: 'Lost', parentId: 987654 });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.message).toBe('Oops! Something went wrong');
  });
});

describe('rename', () => {
  it("renames and says 'Category Updated'; breadcrumbs follow", async () => {
    const { call } = await freshStore();
    const grocery = await create(call, 'Grocery');
    await create(call, 'Rice', grocery);
    const reply = await call('PATCH', `/categories/${grocery}`, { name: 'Groceries' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Category Updated');
    expect(byName(reply.json().tree, 'Rice').breadcrumb).toBe('Groceries>>Rice');
  });

  it('refuses a blank name, a sibling twin and an unknown category', async () => {
    const { call } = await freshStore();
    const a = await create(call, 'Dal');
    await create(call, 'Oil');
    const blank = await call('PATCH', `/categories/${a}`, { name: ' ' });
    expect([blank.statusCode, blank.json().error.message]).toEqual([400, CATEGORY_MESSAGES.blankName]);
    const twin = await call('PATCH', `/categories/${a}`, { name: 'OIL' });
    expect([twin.statusCode, twin.json().error.message]).toEqual([409, 'This Category already exists']);
    // Renaming to its own name in another case is not a clash.
    expect((await call('PATCH', `/categories/${a}`, { name: 'DAL' })).statusCode).toBe(200);
    const unknown = await call('PATCH', '/categories/987654', { name: 'X' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('hide and unhide', () => {
  async function hiddenTree() {
    const ctx = await freshStore();
    const snacks = await create(ctx.call, 'Snacks');
    const chips = await create(ctx.call, 'Chips', snacks);
    const nachos = await create(ctx.call, 'Nachos', chips);
    const dal = await create(ctx.call, 'Dal');
    return { ...ctx, snacks, chips, nachos, dal };
  }

  it("hides a parent and marks every category below it parent-hidden: 'Requested category is hidden successfully.'", async () => {
    const { call, snacks } = await hiddenTree();
    const reply = await call('POST', '/categories/hide', { ids: [snacks] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Requested category is hidden successfully.');
    const after = reply.json().tree;
    expect(byName(after, 'Snacks')).toMatchObject({
      visibility: 'OFF_DISPLAY',
      isParentCategoryHidden: false,
    });
    expect(byName(after, 'Chips')).toMatchObject({ visibility: 'ON_DISPLAY', isParentCategoryHidden: true });
    expect(byName(after, 'Nachos')).toMatchObject({ isParentCategoryHidden: true });
    expect(byName(after, 'Dal')).toMatchObject({ visibility: 'ON_DISPLAY', isParentCategoryHidden: false });
  });

  it('hides the products of the category and of those below it only when asked', async () => {
    const { call, store, snacks, nachos, dal } = await hiddenTree();
    const inNachos = await addProduct(h, store.supplierId, nachos, 'Nacho cheese');
    const inDal = await addProduct(h, store.supplierId, dal, 'Toor dal');
    await call('POST', '/categories/hide', { ids: [snacks] });
    expect((await productOf(h, store.supplierId, inNachos))?.isOnDisplay).toBe(true);
    await call('POST', '/categories/unhide', { ids: [snacks] });
    await call('POST', '/categories/hide', { ids: [snacks], isHideProducts: true });
    expect((await productOf(h, store.supplierId, inNachos))?.isOnDisplay).toBe(false);
    expect((await productOf(h, store.supplierId, inDal))?.isOnDisplay).toBe(true);
    const shown = await call('POST', '/categories/unhide', { ids: [snacks], isShowProducts: true });
    expect(shown.json().message).toBe('Requested category is shown successfully.');
    expect((await productOf(h, store.supplierId, inNachos))?.isOnDisplay).toBe(true);
  });

  it("says 'Requested category is not hidden. Please try again.' when a category to hide is unknown", async () => {
    const { call, dal } = await hiddenTree();
    const reply = await call('POST', '/categories/hide', { ids: [dal, 987654] });
    expect(reply.statusCode).toBe(404);
    expect(reply.json().error.message).toBe('Requested category is not hidden. Please try again.');
    expect(byName(await tree(call), 'Dal').visibility).toBe('ON_DISPLAY');
  });

  it('refuses to unhide a child whose parent stays hidden, with the popup text', async () => {
    const { call, snacks, chips } = await hiddenTree();
    await call('POST', '/categories/hide', { ids: [chips] });
    await call('POST', '/categories/hide', { ids: [snacks] });
    const reply = await call('POST', '/categories/unhide', { ids: [chips] });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toBe(
      'Child categories would not be unhidden if parent category is hidden',
    );
    expect(byName(await tree(call), 'Chips').visibility).toBe('OFF_DISPLAY');
  });

  it('unhides a child together with its hidden parent when both are selected', async () => {
    const { call, snacks, chips } = await hiddenTree();
    await call('POST', '/categories/hide', { ids: [snacks, chips] });
    const reply = await call('POST', '/categories/unhide', { ids: [chips, snacks] });
    expect(reply.json()).toMatchObject({
      message: 'Requested category is shown successfully.',
      popup: null,
      refusedIds: [],
    });
    expect(
      reply.json().tree.categories.every((c: { visibility: string }) => c.visibility === 'ON_DISPLAY'),
    ).toBe(true);
  });

  it('unhides what it may and names the refused children in the popup', async () => {
    const { call, snacks, chips, dal } = await hiddenTree();
    await call('POST', '/categories/hide', { ids: [snacks, chips, dal] });
    const reply = await call('POST', '/categories/unhide', { ids: [chips, dal] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      message: 'Requested category is shown successfully.',
      popup: 'Child categories would not be unhidden if parent category is hidden',
      refusedIds: [chips],
    });
    expect(byName(reply.json().tree, 'Dal').visibility).toBe('ON_DISPLAY');
    expect(byName(reply.json().tree, 'Chips').visibility).toBe('OFF_DISPLAY');
  });
});

describe("delete (children and products to 'Other')", () => {
  it("moves the children and the products of a deleted category to 'Other': 'Category deleted successfully'", async () => {
    const { call, store } = await freshStore();
    const grocery = await create(call, 'Grocery');
    const rice = await create(call, 'Rice', grocery);
    await create(call, 'Basmati', rice);
    const inGrocery = await addProduct(h, store.supplierId, grocery, 'Sugar 1 kg');
    const reply = await call('POST', '/categories/delete', { ids: [grocery] });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Category deleted successfully');
    const after = reply.json().tree;
    expect(after.categories.map((c: { breadcrumb: string }) => c.breadcrumb)).toEqual([
      'Other',
      'Other>>Rice',
      'Other>>Rice>>Basmati',
    ]);
    const other = byName(after, 'Other');
    expect((await productOf(h, store.supplierId, inGrocery))?.categoryId).toBe(other.id);
    expect(other.productCount).toBe(1);

    // A second delete reuses the same 'Other'.
    const tea = await create(call, 'Tea');
    await create(call, 'Green tea', tea);
    const again = await call('POST', '/categories/delete', { ids: [tea] });
    expect(again.json().tree.categories.filter((c: { name: string }) => c.name === 'Other')).toHaveLength(1);
    expect(byName(again.json().tree, 'Green tea').breadcrumb).toBe('Other>>Green tea');
  });

  it("deletes a whole subtree without making 'Other' when nothing is left over", async () => {
    const { call } = await freshStore();
    const a = await create(call, 'A');
    const b = await create(call, 'B', a);
    const reply = await call('POST', '/categories/delete', { ids: [a, b] });
    expect(reply.json().tree.categories).toEqual([]);
  });

  it('answers 404 for an unknown category and deletes nothing', async () => {
    const { call } = await freshStore();
    const a = await create(call, 'A');
    const reply = await call('POST', '/categories/delete', { ids: [a, 987654] });
    expect(reply.statusCode).toBe(404);
    expect(ids(await tree(call))).toEqual([a]);
  });
});
