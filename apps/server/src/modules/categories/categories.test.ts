import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, createUser, type Harness, login } from '../../test/harness.ts';
import { addProduct, byName, type Call, caller, create, productOf, tree } from './test-support.ts';

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

describe('reorder (nested id lists) and move up/down', () => {
  async function rows(call: Call) {
    const a = await create(call, 'A');
    const a1 = await create(call, 'A1', a);
    const a2 = await create(call, 'A2', a);
    const b = await create(call, 'B');
    return { a, a1, a2, b };
  }

  it("applies nested id lists, moving a category to another parent: 'Changes to your Category has been applied successfully.'", async () => {
    const { call } = await freshStore();
    const { a, a1, a2, b } = await rows(call);
    const reply = await call('PUT', '/categories/order', {
      tree: [
        { id: b, children: [{ id: a2, children: [] }] },
        { id: a, children: [{ id: a1 }] },
      ],
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().message).toBe('Changes to your Category has been applied successfully.');
    expect(reply.json().tree.categories.map((c: { breadcrumb: string }) => c.breadcrumb)).toEqual([
      'B',
      'B>>A2',
      'A',
      'A>>A1',
    ]);
  });

  it('refuses unknown ids (404), a list missing a category or a fourth level (400), a clash of names (409)', async () => {
    const { call } = await freshStore();
    const { a, a1, a2, b } = await rows(call);
    const unknown = await call('PUT', '/categories/order', {
      tree: [{ id: 987654 }, { id: a, children: [{ id: a1 }, { id: a2 }] }, { id: b }],
    });
    expect([unknown.statusCode, unknown.json().error.message]).toEqual([
      404,
      'Changes to your Category has not been applied. Please try again.',
    ]);
    const missing = await call('PUT', '/categories/order', { tree: [{ id: a }, { id: b }] });
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      400,
      'Changes to your Category has not been applied. Please try again.',
    ]);
    const fourth = await call('PUT', '/categories/order', {
      tree: [{ id: b, children: [{ id: a, children: [{ id: a1, children: [{ id: a2 }] }] }] }],
    });
    expect(fourth.statusCode).toBe(400);
    await create(call, 'A1', b);
    const twin = await call('PUT', '/categories/order', {
      tree: [
        { id: a, children: [{ id: a2 }] },
        { id: b, children: [{ id: a1 }, ...(await tree(call)).categories.filter((c) => c.parentId === b)] },
      ].map((n) => ({ id: n.id, children: n.children.map((c) => ({ id: c.id })) })),
    });
    expect([twin.statusCode, twin.json().error.message]).toEqual([409, 'This Category already exists']);
  });

  it('moves a category up and down among its siblings', async () => {
    const { call } = await freshStore();
    const { a1, a2 } = await rows(call);
    const up = await call('POST', `/categories/${a2}/move`, { direction: 'up' });
    expect(up.json().message).toBe('Changes to your Category has been applied successfully.');
    expect(ids(up.json().tree)).toEqual([expect.any(Number), a2, a1, expect.any(Number)]);
    const down = await call('POST', `/categories/${a2}/move`, { direction: 'down' });
    expect(ids(down.json().tree).slice(1, 3)).toEqual([a1, a2]);
    expect((await call('POST', '/categories/987654/move', { direction: 'up' })).statusCode).toBe(404);
  });
});

describe('SEO per category', () => {
  it("reads empty details, saves url, title, keywords and description: 'Category Updated'", async () => {
    const { call } = await freshStore();
    const id = await create(call, 'Sweets');
    expect((await call('GET', `/categories/${id}/seo`)).json()).toEqual({
      url: '',
      title: '',
      keywords: '',
      description: '',
    });
    const seo = {
      url: 'sweets',
      title: 'Indian sweets',
      keywords: 'ladoo, barfi',
      description: 'Fresh daily',
    };
    const saved = await call('PUT', `/categories/${id}/seo`, seo);
    expect(saved.json().message).toBe('Category Updated');
    expect(byName(saved.json().tree, 'Sweets').isSeoPresent).toBe(true);
    expect((await call('GET', `/categories/${id}/seo`)).json()).toEqual(seo);
    expect((await call('GET', '/categories/987654/seo')).statusCode).toBe(404);
  });
});

describe('automated-category mode (lastModifiedTimestamp)', () => {
  it('refuses a change with a stale or missing stamp and applies one with the current stamp', async () => {
    const { call } = await freshStore();
    const id = await create(call, 'Fruits');
    const on = await call('PUT', '/categories/settings', { isCategoryAutomated: true });
    expect(on.statusCode).toBe(200);
    expect(on.json().isCategoryAutomated).toBe(true);
    const stamp = on.json().lastModifiedTimestamp as number;

    const missing = await call('PATCH', `/categories/${id}`, { name: 'Fresh fruits' });
    expect([missing.statusCode, missing.json().error.message]).toEqual([
      409,
      'Changes to your Category has not been applied. Please try again.',
    ]);
    const stale = await call('PATCH', `/categories/${id}`, {
      name: 'Fresh fruits',
      lastModifiedTimestamp: stamp - 1,
    });
    expect(stale.statusCode).toBe(409);
    const applied = await call('PATCH', `/categories/${id}`, {
      name: 'Fresh fruits',
      lastModifiedTimestamp: stamp,
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().message).toBe('Changes to your Category has been applied successfully.');
    const next = applied.json().tree.lastModifiedTimestamp as number;
    expect(next).toBeGreaterThan(stamp);

    // The old stamp is now stale: a second device that read the tree before must reload.
    const again = await call('POST', '/categories/hide', { ids: [id], lastModifiedTimestamp: stamp });
    expect(again.statusCode).toBe(409);
    const hidden = await call('POST', '/categories/hide', { ids: [id], lastModifiedTimestamp: next });
    expect(hidden.json().message).toBe('Changes to your Category has been applied successfully.');

    // Delete is not offered for automated categories.
    const del = await call('POST', '/categories/delete', {
      ids: [id],
      lastModifiedTimestamp: hidden.json().tree.lastModifiedTimestamp,
    });
    expect(del.statusCode).toBe(409);
    expect((await tree(call)).categories).toHaveLength(1);

    const off = await call('PUT', '/categories/settings', { isCategoryAutomated: false });
    expect(off.json().isCategoryAutomated).toBe(false);
    expect((await call('PATCH', `/categories/${id}`, { name: 'Fruit' })).json().message).toBe(
      'Category Updated',
    );
  });

  it('checks the stamp of image removal (query) and of the other changes in automated mode', async () => {
    const { call } = await freshStore();
    const id = await create(call, 'Bakery');
    const stamp = (await call('PUT', '/categories/settings', { isCategoryAutomated: true })).json()
      .lastModifiedTimestamp as number;
    expect((await call('DELETE', `/categories/${id}/image`)).statusCode).toBe(409);
    expect(
      (await call('DELETE', `/categories/${id}/image?lastModifiedTimestamp=${stamp - 1}`)).statusCode,
    ).toBe(409);
    const removed = await call('DELETE', `/categories/${id}/image?lastModifiedTimestamp=${stamp}`);
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Category Updated']);
    const next = removed.json().tree.lastModifiedTimestamp as number;
    for (const [method, url, body] of [
      ['POST', '/categories', { name: 'Cakes', parentId: id }],
      ['POST', `/categories/${id}/move`, { direction: 'up' }],
      ['PUT', `/categories/${id}/seo`, { url: 'bakery', title: '', keywords: '', description: '' }],
      ['POST', '/categories/unhide', { ids: [id] }],
      ['PUT', '/categories/order', { tree: [{ id }] }],
    ] as const) {
      const reply = await call(method, url, body);
      expect([url, reply.statusCode, reply.json().error?.message]).toEqual([
        url,
        409,
        'Changes to your Category has not been applied. Please try again.',
      ]);
    }
    const created = await call('POST', '/categories', {
      name: 'Cakes',
      parentId: id,
      lastModifiedTimestamp: next,
    });
    expect(created.statusCode).toBe(201);
  });

  it('refuses a stale stamp outside automated mode too, when one is sent', async () => {
    const { call } = await freshStore();
    const id = await create(call, 'Dairy');
    const reply = await call('PATCH', `/categories/${id}`, { name: 'Milk', lastModifiedTimestamp: 1 });
    expect(reply.statusCode).toBe(409);
  });
});

describe('who may change categories', () => {
  it('lets staff manage categories but not switch the automated mode without SETTINGS:MENU; not a delivery boy', async () => {
    const { store } = await freshStore();
    const staff = await createUser(h, { supplierId: store.supplierId, role: 'staff', permissions: [] });
    const staffCall = caller(h, await login(h, staff));
    expect((await staffCall('POST', '/categories', { name: 'Toys', parentId: null })).statusCode).toBe(201);
    expect((await staffCall('PUT', '/categories/settings', { isCategoryAutomated: true })).statusCode).toBe(
      403,
    );
    const rider = await createUser(h, { supplierId: store.supplierId, role: 'delivery_boy' });
    expect((await caller(h, await login(h, rider))('GET', '/categories')).statusCode).toBe(403);
  });

  it("never shows another store's categories", async () => {
    const one = await freshStore();
    const two = await freshStore();
    await create(one.call, 'Only in one');
    expect((await tree(two.call)).categories).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents every categories route', async () => {
    const reply = await h.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(reply.statusCode).toBe(200);
    const paths = Object.keys(reply.json().paths);
    for (const path of [
      '/api/v1/categories',
      '/api/v1/categories/hide',
      '/api/v1/categories/unhide',
      '/api/v1/categories/delete',
      '/api/v1/categories/order',
      '/api/v1/categories/settings',
      '/api/v1/categories/{categoryId}',
      '/api/v1/categories/{categoryId}/move',
      '/api/v1/categories/{categoryId}/seo',
      '/api/v1/categories/{categoryId}/image',
    ])
      expect(paths).toContain(path);
  });
});
