// The product list: a page of a tab or missing-data view, and every tab's count.
import {
  PRODUCT_LIST_COUNT_CAP,
  PRODUCT_LIST_PAGE_SIZE,
  type ProductCountsReply,
  type ProductListQuery,
  type ProductListReply,
} from '@storekeep/domain/product';
import type { Db } from '../../db/client.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as list from './list-queries.ts';
import { type MainImageUrl, presentListItem } from './presenters.ts';

export async function listProducts(
  db: Db,
  session: SupplierSession,
  query: ProductListQuery,
  images: MainImageUrl,
): Promise<ProductListReply> {
  const { rows, total, totalIsCapped } = await list.listProducts(
    db,
    session.supplierId,
    {
      status: query.filter,
      isService: query.isServiceModule === '1',
      isOnDisplay: query.display === undefined ? undefined : query.display === 'ON_DISPLAY',
      missing: query.missing,
      categoryId: query.categoryId,
    },
    query.sort,
    query.page,
    PRODUCT_LIST_PAGE_SIZE,
    PRODUCT_LIST_COUNT_CAP,
  );
  return {
    products: rows.map((row) => presentListItem(row, images)),
    page: query.page,
    pageSize: PRODUCT_LIST_PAGE_SIZE,
    total,
    totalIsCapped,
  };
}

export async function countProducts(
  db: Db,
  session: SupplierSession,
  isService: boolean,
): Promise<ProductCountsReply> {
  const row = await list.countProducts(db, session.supplierId, isService);
  return {
    ACTIVE: row.ACTIVE,
    IN_RECYCLEBIN: row.IN_RECYCLEBIN,
    ON_DISPLAY: row.ON_DISPLAY,
    OFF_DISPLAY: row.OFF_DISPLAY,
    missing: {
      image: row.image,
      category: row.category,
      tax: row.tax,
      price: row.price,
      barcode: row.barcode,
    },
  };
}

/** The sales-tax rates in use (the tax of the price, which includes it), lowest first. */
export async function salesTaxRates(
  db: Db,
  session: SupplierSession,
): Promise<Array<{ rate: number; products: number }>> {
  return list.salesTaxRates(db, session.supplierId);
}
