// A category's SEO fields (URL, title, keywords, description).
import { CATEGORY_MESSAGES } from '@storekeep/domain/categories';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { type CategoryServiceOptions, change, mustExist, NOT_FOUND } from './internal.ts';
import * as q from './queries.ts';

export async function getCategorySeo(db: Db, session: SupplierSession, id: number) {
  const seo = await q.findSeo(db, session.supplierId, id);
  if (!seo) throw notFound(NOT_FOUND);
  return seo;
}

export function updateCategorySeo(
  db: Db,
  session: SupplierSession,
  options: CategoryServiceOptions,
  id: number,
  input: {
    url: string;
    title: string;
    keywords: string;
    description: string;
    lastModifiedTimestamp?: number;
  },
) {
  return change(db, session, options, 'seo', input.lastModifiedTimestamp, async (c) => {
    mustExist(c.categories, id);
    const { lastModifiedTimestamp: _, ...seo } = input;
    await q.updateSeo(c.tx, c.supplierId, id, seo);
    return { message: CATEGORY_MESSAGES.updated, categoryId: id };
  });
}
