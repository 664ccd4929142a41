// SQL for the global template catalogue (no supplier_id) and for the merchant's product made from one.
import { and, asc, count, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  categories,
  outlets,
  products,
  productTemplates,
  productVariants,
  stockLevels,
  templateCategories,
} from '../../db/schema.ts';
import { bumpTree } from '../categories/index.ts';

const templateColumns = {
  templateId: productTemplates.templateId,
  templateCategoryId: productTemplates.templateCategoryId,
  categoryName: templateCategories.name,
  isCategoryUnderMaintenance: sql<boolean>`coalesce(${templateCategories.isUnderMaintenance}, false)`,
  name: productTemplates.name,
  barcode: productTemplates.barcode,
  hsnSacNo: productTemplates.hsnSacNo,
  unit: productTemplates.unit,
  mrpPaise: productTemplates.mrpPaise,
  pricePaise: productTemplates.pricePaise,
  taxRate: productTemplates.taxRate,
  isApproved: productTemplates.isApproved,
};

function searchWhere(search: string, approvedOnly: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  if (approvedOnly) conditions.push(eq(productTemplates.isApproved, true));
  if (search !== '') {
    const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
    conditions.push(
      or(ilike(productTemplates.name, `%${escaped}%`), ilike(productTemplates.barcode, `${escaped}%`)) as SQL,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

export async function listTemplates(
  db: DbOrTx,
  options: { search: string; approvedOnly: boolean; limit: number; offset: number },
) {
  const where = searchWhere(options.search, options.approvedOnly);
  const rows = await db
    .select(templateColumns)
    .from(productTemplates)
    .leftJoin(
      templateCategories,
      eq(templateCategories.templateCategoryId, productTemplates.templateCategoryId),
    )
    .where(where)
    .orderBy(asc(productTemplates.name), asc(productTemplates.templateId))
    .limit(options.limit)
    .offset(options.offset);
  const total = await db.select({ n: count() }).from(productTemplates).where(where);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findTemplate(db: DbOrTx, templateId: number) {
  const rows = await db
    .select(templateColumns)
    .from(productTemplates)
    .leftJoin(
      templateCategories,
      eq(templateCategories.templateCategoryId, productTemplates.templateCategoryId),
    )
    .where(eq(productTemplates.templateId, templateId))
    .limit(1);
  return rows[0];
}

export async function insertTemplate(db: DbOrTx, values: typeof productTemplates.$inferInsert) {
  const [row] = await db
    .insert(productTemplates)
    .values(values)
    .returning({ templateId: productTemplates.templateId });
  return row?.templateId as number;
}

export async function updateTemplate(
  db: DbOrTx,
  templateId: number,
  values: Partial<typeof productTemplates.$inferInsert>,
) {
  const rows = await db
    .update(productTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productTemplates.templateId, templateId))
    .returning({ templateId: productTemplates.templateId });
  return rows.length > 0;
}

export async function listTemplateCategories(db: DbOrTx) {
  return db.select().from(templateCategories).orderBy(asc(templateCategories.name));
}

export async function findTemplateCategory(db: DbOrTx, id: number) {
  const rows = await db
    .select()
    .from(templateCategories)
    .where(eq(templateCategories.templateCategoryId, id))
    .limit(1);
  return rows[0];
}

export async function findTemplateCategoryByName(db: DbOrTx, name: string) {
  const rows = await db
    .select()
    .from(templateCategories)
    .where(sql`lower(${templateCategories.name}) = lower(${name})`)
    .limit(1);
  return rows[0];
}

export async function insertTemplateCategory(db: DbOrTx, values: typeof templateCategories.$inferInsert) {
  const [row] = await db.insert(templateCategories).values(values).returning();
  return row as typeof templateCategories.$inferSelect;
}

export async function updateTemplateCategory(
  db: DbOrTx,
  id: number,
  values: Partial<typeof templateCategories.$inferInsert>,
) {
  const [row] = await db
    .update(templateCategories)
    .set(values)
    .where(eq(templateCategories.templateCategoryId, id))
    .returning();
  return row;
}

// ---- The merchant's side: scoped by supplier_id. ----

/** The live product (or a live product's variant) holding this barcode in the store, by name. */
export async function barcodeHolder(db: DbOrTx, supplierId: number, barcode: string) {
  const live = and(eq(products.supplierId, supplierId), eq(products.status, 'ACTIVE'));
  const own = await db
    .select({ name: products.name })
    .from(products)
    .where(and(live, eq(products.barcode, barcode)))
    .limit(1);
  if (own[0]) return own[0].name;
  const variant = await db
    .select({ name: products.name })
    .from(productVariants)
    .innerJoin(
      products,
      and(
        eq(products.supplierId, productVariants.supplierId),
        eq(products.productId, productVariants.productId),
      ),
    )
    .where(and(live, eq(productVariants.barcode, barcode)))
    .limit(1);
  return variant[0]?.name ?? null;
}

/** The merchant's category of that name (any level), or a new top-level one at the end. */
export async function categoryIdForName(db: DbOrTx, supplierId: number, name: string) {
  const found = await db
    .select({ categoryId: categories.categoryId })
    .from(categories)
    .where(and(eq(categories.supplierId, supplierId), sql`lower(${categories.name}) = lower(${name})`))
    .orderBy(asc(categories.categoryId))
    .limit(1);
  if (found[0]) return found[0].categoryId;
  const [created] = await db
    .insert(categories)
    .values({
      supplierId,
      name,
      position: sql`(SELECT coalesce(max(position), -1) + 1 FROM categories WHERE supplier_id = ${supplierId} AND parent_id IS NULL)`,
    })
    .returning({ categoryId: categories.categoryId });
  // A new category is a change of the tree: its stamp moves (automated-mode clients re-read it).
  await bumpTree(db, supplierId, Date.now());
  return created?.categoryId as number;
}

export async function insertProduct(db: DbOrTx, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning({ productId: products.productId });
  return row?.productId as number;
}

/** Opens a zero stock line at every outlet of the supplier (createStock). */
export async function openStock(db: DbOrTx, supplierId: number, productId: number) {
  const rows = await db
    .select({ outletId: outlets.outletId })
    .from(outlets)
    .where(eq(outlets.supplierId, supplierId));
  if (rows.length === 0) return;
  await db
    .insert(stockLevels)
    .values(rows.map((r) => ({ supplierId, productId, outletId: r.outletId })))
    .onConflictDoNothing();
}
