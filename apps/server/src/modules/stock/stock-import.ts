// Opening stock and adjustments from a CSV or XLSX file: every row is checked first (product by
// barcode, SKU or name; outlet by name, else the selected one; quantity; reason); a file with any
// wrong row posts nothing and answers the rows' errors, else all rows post in one transaction.

import { INVENTORY_MESSAGES } from '@storekeep/domain/inventory';
import type { StockImportReply } from '@storekeep/domain/inventory-api';
import { quantityToMilli } from '@storekeep/domain/quantity';
import {
  type ParsedStockRow,
  parseStockRow,
  type RawStockRow,
  STOCK_IMPORT_MAX_ROWS,
  STOCK_IMPORT_MESSAGES,
  type StockImportColumn,
  stockColumnForHeader,
} from '@storekeep/domain/stock-import';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { readSheet } from '../product-import/index.ts';
import { allowNegativeStock } from './adjust-stock.ts';
import { scopeOutletIds, visibleOutlets } from './inventory-levels.ts';
import { applyStockChanges } from './ledger.ts';
import { type ProductKey, productsNamed } from './queries.ts';

function cellsOf(header: string[], values: string[]): RawStockRow {
  const cells: RawStockRow = {};
  header.forEach((h, i) => {
    const column = stockColumnForHeader(h);
    if (column && cells[column] === undefined)
      cells[column] = (values[i] ?? '').trim().replace(/^'(?=[=+\-@])/, '');
  });
  return cells;
}

export async function importStock(
  db: Db,
  session: SupplierSession,
  fileName: string,
  bytes: Buffer,
): Promise<StockImportReply> {
  const { matrix } = await readSheet(
    fileName,
    bytes,
    STOCK_IMPORT_MAX_ROWS,
    `A file can hold up to ${STOCK_IMPORT_MAX_ROWS} rows`,
  );
  const header = matrix[0]?.values ?? [];
  const columns = new Set(header.map(stockColumnForHeader));
  if (!columns.has('barcode') && !columns.has('sku') && !columns.has('name'))
    throw invalid(STOCK_IMPORT_MESSAGES.noProductColumn);
  if (!columns.has('quantity')) throw invalid(STOCK_IMPORT_MESSAGES.noQuantityColumn);
  const lines = matrix
    .slice(1)
    .filter((line) => line.values.some((v) => v.trim() !== ''))
    .map((line) => ({ row: line.row, cells: cellsOf(header, line.values) }));
  const [products, outlets, selected] = await Promise.all([
    productsNamed(
      db,
      session.supplierId,
      lines.map((l) => l.cells),
    ),
    visibleOutlets(db, session),
    scopeOutletIds(db, session, 'selected'),
  ]);
  const errors: StockImportReply['errors'] = [];
  const fail = (row: number, field: StockImportColumn, message: string) =>
    errors.push({ row, field, message });
  const posts: Array<{ row: number; product: ProductKey; outletId: number; value: ParsedStockRow }> = [];
  for (const { row, cells } of lines) {
    const parsed = parseStockRow(cells);
    if (!parsed.ok) {
      fail(row, parsed.field, parsed.message);
      continue;
    }
    const product =
      (cells.barcode && products.find((p) => p.barcode === cells.barcode)) ||
      (cells.sku && products.find((p) => p.sku === cells.sku)) ||
      (cells.name && products.find((p) => p.name === cells.name));
    if (!product) {
      fail(row, cells.barcode ? 'barcode' : cells.sku ? 'sku' : 'name', STOCK_IMPORT_MESSAGES.unknownProduct);
      continue;
    }
    if (product.has_variants) {
      fail(row, cells.barcode ? 'barcode' : cells.sku ? 'sku' : 'name', INVENTORY_MESSAGES.chooseVariant);
      continue;
    }
    const outletName = cells.outlet?.toLowerCase();
    const outletId = outletName
      ? outlets.find((o) => o.name.toLowerCase() === outletName)?.outlet_id
      : selected[0];
    if (outletId === undefined) {
      fail(row, 'outlet', STOCK_IMPORT_MESSAGES.unknownOutlet);
      continue;
    }
    posts.push({ row, product, outletId, value: parsed.value });
  }
  if (errors.length > 0 || posts.length === 0) return { posted: 0, errors };
  await db.transaction(async (tx) => {
    const allowNegative = await allowNegativeStock(tx, session.supplierId);
    // One ledger call per reason and note (a move carries one of each); rows keep their file order.
    const groups = new Map<string, typeof posts>();
    for (const post of posts) {
      const key = JSON.stringify([post.value.reason, post.value.note]);
      groups.set(key, [...(groups.get(key) ?? []), post]);
    }
    for (const group of groups.values()) {
      const first = group[0] as (typeof posts)[number];
      await applyStockChanges(
        tx,
        {
          supplierId: session.supplierId,
          userId: session.userId,
          orderId: null,
          reason: first.value.reason,
          allowNegative,
          note: first.value.note,
        },
        group.map((post) => ({
          productId: post.product.product_id,
          outletId: post.outletId,
          batchId: null,
          milli: quantityToMilli(post.value.quantity),
          lineNo: post.row,
          productName: post.product.name,
          unitOfMeasurement: post.product.unit,
        })),
      );
    }
  });
  return { posted: posts.length, errors: [] };
}
