// The category tree over HTTP: reorder and move, SEO, the automated mode's stamps, who may change it, OpenAPI.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, createStore, createUser, type Harness, login } from '../../test/harness.ts';
import { byName, type Call, caller, create, tree } from './test-support.ts';

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
