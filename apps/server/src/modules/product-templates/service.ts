// Product templates: the platform admin keeps the global catalogue; a merchant makes a real
// product from a template (createProductFromTemplateId, back-office.md §7; messages shared-blocks.md §8).

import { PRODUCT_MESSAGES } from '@storekeep/domain/product';
import {
  type CreateFromTemplate,
  type createFromTemplateSchema,
  type ProductTemplate,
  type productTemplateInputSchema,
  TEMPLATE_MESSAGES,
  TEMPLATE_PAGE_SIZE,
  type templateCategoryInputSchema,
} from '@storekeep/domain/product-templates';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { Session, SupplierSession } from '../../http/session.ts';
import { assignProductSlugs } from '../products/index.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

type TemplateRow = NonNullable<Awaited<ReturnType<typeof q.findTemplate>>>;

function present(row: TemplateRow): ProductTemplate {
  return { ...row, isCategoryUnderMaintenance: Boolean(row.isCategoryUnderMaintenance) };
}

async function page(db: Db, search: string, pageNumber: number, approvedOnly: boolean) {
  const { rows, total } = await q.listTemplates(db, {
    search,
    approvedOnly,
    limit: TEMPLATE_PAGE_SIZE,
    offset: (pageNumber - 1) * TEMPLATE_PAGE_SIZE,
  });
  return { templates: rows.map(present), page: pageNumber, pageSize: TEMPLATE_PAGE_SIZE, total };
}

/** What a merchant may pick from: approved templates only. */
export function listApprovedTemplates(db: Db, search: string, pageNumber: number) {
  return page(db, search, pageNumber, true);
}

export function listAllTemplates(db: Db, search: string, pageNumber: number) {
  return page(db, search, pageNumber, false);
}

async function requireTemplate(db: DbOrTx, templateId: number) {
  const row = await q.findTemplate(db, templateId);
  if (!row) throw notFound(TEMPLATE_MESSAGES.notFound);
  return present(row);
}

async function requireCategory(db: DbOrTx, templateCategoryId: number | null) {
  if (templateCategoryId !== null && !(await q.findTemplateCategory(db, templateCategoryId)))
    throw notFound('This template category does not exist.');
}

function columns(input: z.infer<typeof productTemplateInputSchema>) {
  return {
    name: input.name,
    templateCategoryId: input.templateCategoryId,
    barcode: input.barcode,
    hsnSacNo: input.hsnSacNo,
    unit: input.unit,
    mrpPaise: input.mrp,
    pricePaise: input.price,
    taxRate: input.taxRate.toFixed(2),
    isApproved: input.isApproved,
  };
}

export async function createTemplate(
  db: Db,
  session: Session,
  input: z.infer<typeof productTemplateInputSchema>,
) {
  const templateId = await db.transaction(async (tx) => {
    await requireCategory(tx, input.templateCategoryId);
    const id = await q.insertTemplate(tx, columns(input));
    await insertAudit(tx, {
      supplierId: null,
      userId: session.userId,
      action: 'template.create',
      details: { templateId: id },
    });
    return id;
  });
  return requireTemplate(db, templateId);
}

export async function updateTemplate(
  db: Db,
  session: Session,
  templateId: number,
  input: z.infer<typeof productTemplateInputSchema>,
) {
  await db.transaction(async (tx) => {
    await requireCategory(tx, input.templateCategoryId);
    if (!(await q.updateTemplate(tx, templateId, columns(input)))) throw notFound(TEMPLATE_MESSAGES.notFound);
    await insertAudit(tx, {
      supplierId: null,
      userId: session.userId,
      action: 'template.update',
      details: { templateId },
    });
  });
  return requireTemplate(db, templateId);
}

export async function listTemplateCategories(db: Db) {
  const rows = await q.listTemplateCategories(db);
  return {
    categories: rows.map((r) => ({
      templateCategoryId: r.templateCategoryId,
      name: r.name,
      isUnderMaintenance: r.isUnderMaintenance,
    })),
  };
}

function presentCategory(r: { templateCategoryId: number; name: string; isUnderMaintenance: boolean }) {
  return { templateCategoryId: r.templateCategoryId, name: r.name, isUnderMaintenance: r.isUnderMaintenance };
}

export async function createTemplateCategory(db: Db, input: z.infer<typeof templateCategoryInputSchema>) {
  if (await q.findTemplateCategoryByName(db, input.name)) throw conflict(TEMPLATE_MESSAGES.categoryExists);
  return presentCategory(await q.insertTemplateCategory(db, input));
}

export async function updateTemplateCategory(
  db: Db,
  id: number,
  input: z.infer<typeof templateCategoryInputSchema>,
) {
  const same = await q.findTemplateCategoryByName(db, input.name);
  if (same && same.templateCategoryId !== id) throw conflict(TEMPLATE_MESSAGES.categoryExists);
  const row = await q.updateTemplateCategory(db, id, input);
  if (!row) throw notFound('This template category does not exist.');
  return presentCategory(row);
}

/**
 * createProductFromTemplateId: refused while the template's category is under maintenance or the
 * template is not approved (in the spec's order); the merchant's barcode, else the template's, must
 * be free in the store; the category is matched by name or made; createStock opens zero stock lines.
 * Other modules (image upload on a template-based product) call this too.
 */
export async function createProductFromTemplate(
  db: Db,
  session: SupplierSession,
  templateId: number,
  input: z.infer<typeof createFromTemplateSchema> | CreateFromTemplate,
) {
  return db.transaction(async (tx) => {
    const template = await requireTemplate(tx, templateId);
    if (template.isCategoryUnderMaintenance) throw conflict(TEMPLATE_MESSAGES.categoryUnderMaintenance);
    if (!template.isApproved) throw conflict(TEMPLATE_MESSAGES.notApproved);
    const barcode = input.barcode || template.barcode;
    const holder = barcode ? await q.barcodeHolder(tx, session.supplierId, barcode) : null;
    if (holder !== null) throw conflict(PRODUCT_MESSAGES.barcodeConflict(holder));
    const categoryId = template.categoryName
      ? await q.categoryIdForName(tx, session.supplierId, template.categoryName)
      : null;
    const productId = await q.insertProduct(tx, {
      supplierId: session.supplierId,
      templateId,
      categoryId,
      name: template.name,
      barcode: barcode || null,
      hsnSacNo: template.hsnSacNo,
      unit: template.unit,
      mrpPaise: template.mrpPaise,
      pricePaise: template.pricePaise,
      taxRate: template.taxRate,
    });
    await assignProductSlugs(tx, session.supplierId, [productId]);
    if (input.createStock) await q.openStock(tx, session.supplierId, productId);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'product.create_from_template',
      details: { templateId, productId },
    });
    return { productId };
  });
}
