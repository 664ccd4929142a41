// Shared by the product editor tests: a store with two outlets, its owner signed in, and a category.
import * as t from '../../db/schema.ts';
import { createHarness, createStore, login } from '../../test/harness.ts';

/** A fresh app with a two-outlet store, its owner's session cookie and a category to file products under. */
export async function productEditorFixture() {
  const h = await createHarness();
  const store = await createStore(h, { outlets: [1, 1] });
  const cookie = await login(h, store.owner);
  const [category] = await h.database.db
    .insert(t.categories)
    .values({ supplierId: store.supplierId, name: 'Staples' })
    .returning({ categoryId: t.categories.categoryId });
  return { h, store, cookie, categoryId: (category as { categoryId: number }).categoryId };
}
