// Contract rows of the category data calls (shared-blocks.md §7 "Category data service calls (paths
// not shown)", placed by decision 0230): the reply fields the spec names for each. They run last and
// in this order: the reorder sends the tree as it is just before it is called.
import type { LegacyRow } from '../legacy-contract.ts';
import { currentCategoryTree } from '../legacy-contract-data.ts';

const BASE = '/marketplace/products/groups/service';
const BLANK_NAME = 'Category name cannot be blank';

export const ROWS: LegacyRow[] = [
  {
    call: `GET ${BASE}/getAllGroupsBySupplier.service`,
    fields: ['isSuccess', 'data.0.id', 'lastModifiedTimestamp'],
  },
  {
    call: `GET ${BASE}/getCategorySeoDetails.service`,
    query: (ids) => ({ id: String(ids.categoryId) }),
    fields: ['results.url', 'results.title', 'results.keywords', 'results.description'],
  },
  {
    call: `POST ${BASE}/reorderCategories.service`,
    prepare: currentCategoryTree,
    form: (ids) => ({ tree: ids.categoryTree, lastModifiedTimestamp: String(ids.categoryStamp) }),
    fields: ['isSuccess', 'lastModifiedTimestamp'],
  },
  {
    call: `POST ${BASE}/createGroup.service`,
    form: () => ({ name: `Contract group ${Date.now()}` }),
    fields: ['status', 'results.productGroupId', 'isProductGroupExist'],
    refusal: { form: () => ({ name: ' ' }), message: BLANK_NAME },
  },
  {
    call: `POST ${BASE}/updateGroup.service`,
    form: (ids) => ({ id: String(ids.spareCategoryId), name: `Contract renamed ${Date.now()}` }),
    fields: ['status', 'message'],
    refusal: { form: (ids) => ({ id: String(ids.spareCategoryId), name: '' }), message: BLANK_NAME },
  },
  {
    call: `POST ${BASE}/deleteGroups.service`,
    form: (ids) => ({ ids: String(ids.spareCategoryId) }),
    fields: ['isSuccess', 'status', 'message'],
  },
];
