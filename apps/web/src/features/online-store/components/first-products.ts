// The walkthrough's first-product rows: what the merchant typed, turned into the walkthrough's
// product payload by the product rules (packages/domain walkthrough.ts), with every refusal, the
// browser's or the server's, under its row and field.
import { decimalLimiter } from '@storekeep/domain/input-filters';
import { rupeesToPaiseOrNull } from '@storekeep/domain/money';
import { checkUpload, productImageProfile } from '@storekeep/domain/uploads';
import {
  FIRST_PRODUCTS_MAX,
  type FirstProductInput,
  firstProductSchema,
  firstProductStockIssues,
} from '@storekeep/domain/walkthrough';

/** The product images' limit on the product page (3 MB), so a photo is refused here as there. */
export const FIRST_PRODUCT_PHOTO = productImageProfile(3);
export const priceFilter = decimalLimiter({ integerDigits: 10, decimalDigits: 2 });
export const stockFilter = decimalLimiter({ integerDigits: 9, decimalDigits: 3 });
export { FIRST_PRODUCTS_MAX };

export interface FirstProductRow {
  key: string;
  name: string;
  /** Rupees as typed; empty is 0, as on the product form. */
  price: string;
  categoryId: string | null;
  sku: string;
  /** The stock in hand as typed; needed unless the shop makes to order. */
  stock: string;
  photo: File | null;
}

export type RowField = 'name' | 'price' | 'categoryId' | 'sku' | 'stock' | 'photo';
/** Messages by row key, then field. */
export type RowErrors = Record<string, Partial<Record<RowField, string>>>;

let counter = 0;
export function emptyRow(): FirstProductRow {
  counter += 1;
  return { key: `row-${counter}`, name: '', price: '', categoryId: null, sku: '', stock: '', photo: null };
}

const isBlank = (row: FirstProductRow) =>
  row.name.trim() === '' &&
  row.price.trim() === '' &&
  row.sku.trim() === '' &&
  row.stock.trim() === '' &&
  row.photo === null;

const FIELD_OF: Record<string, RowField> = {
  productName: 'name',
  sellingPricePaise: 'price',
  categoryId: 'categoryId',
  sku: 'sku',
  openingStock: 'stock',
};

export interface PreparedRows {
  /** The rows that will be saved, in order (blank rows are left out). */
  rows: FirstProductRow[];
  products: FirstProductInput[];
  errors: RowErrors;
}

/** Checks every filled row by the product rules (and that it has stock, unless made to order) before anything is sent. */
export function prepareRows(all: readonly FirstProductRow[], makesToOrder = false): PreparedRows {
  const rows = all.filter((row) => !isBlank(row));
  const errors: RowErrors = {};
  const products: FirstProductInput[] = [];
  for (const row of rows) {
    const price = row.price.trim() === '' ? 0 : rupeesToPaiseOrNull(row.price);
    const candidate = {
      productName: row.name,
      sellingPricePaise: price ?? Number.NaN,
      categoryId: row.categoryId === null ? null : Number(row.categoryId),
      sku: row.sku,
      openingStock: row.stock.trim() === '' ? null : Number(row.stock),
    };
    const parsed = firstProductSchema.safeParse(candidate);
    const rowErrors: Partial<Record<RowField, string>> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = FIELD_OF[String(issue.path[0])] ?? 'name';
        rowErrors[field] ??= issue.message;
      }
    for (const issue of firstProductStockIssues([candidate], makesToOrder)) rowErrors.stock ??= issue.message;
    if (row.photo) {
      const check = checkUpload(FIRST_PRODUCT_PHOTO, row.photo);
      if (!check.ok) rowErrors.photo = check.message;
    }
    if (Object.keys(rowErrors).length > 0) errors[row.key] = rowErrors;
    products.push(candidate);
  }
  return { rows, products, errors };
}

/** The server's fields (products.<index>.<field>) under the rows that were sent. */
export function serverRowErrors(fields: Record<string, string>, sent: readonly FirstProductRow[]): RowErrors {
  const errors: RowErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const match = /^products\.(\d+)(?:\.(\w+))?/.exec(path);
    const row = match ? sent[Number(match[1])] : undefined;
    if (!row) continue;
    const field = FIELD_OF[match?.[2] ?? ''] ?? 'name';
    errors[row.key] = { ...errors[row.key], [field]: errors[row.key]?.[field] ?? message };
  }
  return errors;
}
