// SQL for custom-field definitions, their options and products' answers; every query by supplier_id.
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { customFieldOptions, customFields, productCustomFieldValues, products } from '../../db/schema.ts';

export type FieldRow = typeof customFields.$inferSelect;
export type OptionRow = typeof customFieldOptions.$inferSelect;

export async function listFields(db: DbOrTx, supplierId: number, section: string) {
  return db
    .select()
    .from(customFields)
    .where(and(eq(customFields.supplierId, supplierId), eq(customFields.section, section)))
    .orderBy(asc(customFields.position), asc(customFields.fieldId));
}

export async function findField(db: DbOrTx, supplierId: number, fieldId: number) {
  const rows = await db
    .select()
    .from(customFields)
    .where(and(eq(customFields.supplierId, supplierId), eq(customFields.fieldId, fieldId)))
    .limit(1);
  return rows[0];
}

export async function listOptions(db: DbOrTx, supplierId: number, fieldIds: number[]) {
  if (fieldIds.length === 0) return [];
  return db
    .select()
    .from(customFieldOptions)
    .where(and(eq(customFieldOptions.supplierId, supplierId), inArray(customFieldOptions.fieldId, fieldIds)))
    .orderBy(asc(customFieldOptions.fieldId), asc(customFieldOptions.position));
}

export async function nextPosition(db: DbOrTx, supplierId: number, section: string) {
  const rows = await db
    .select({ n: sql<number>`coalesce(max(${customFields.position}), -1)::int + 1` })
    .from(customFields)
    .where(and(eq(customFields.supplierId, supplierId), eq(customFields.section, section)));
  return rows[0]?.n ?? 0;
}

export async function insertField(db: DbOrTx, values: typeof customFields.$inferInsert) {
  const [row] = await db.insert(customFields).values(values).returning();
  return row as FieldRow;
}

export async function updateField(
  db: DbOrTx,
  supplierId: number,
  fieldId: number,
  values: Partial<typeof customFields.$inferInsert>,
) {
  await db
    .update(customFields)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(customFields.supplierId, supplierId), eq(customFields.fieldId, fieldId)));
}

export async function deleteField(db: DbOrTx, supplierId: number, fieldId: number) {
  await db
    .delete(customFields)
    .where(and(eq(customFields.supplierId, supplierId), eq(customFields.fieldId, fieldId)));
}

/** Fields that depended on a field (or on one of its options not kept) lose their condition. */
export async function clearDependents(
  db: DbOrTx,
  supplierId: number,
  fieldId: number,
  keptValueIds: number[] = [],
) {
  const onField = and(eq(customFields.supplierId, supplierId), eq(customFields.dependentFieldId, fieldId));
  await db
    .update(customFields)
    .set({ isConditional: false, dependentFieldId: null, dependentValueId: null, updatedAt: new Date() })
    .where(
      keptValueIds.length === 0
        ? onField
        : and(onField, notInArray(customFields.dependentValueId, keptValueIds)),
    );
}

/** Replaces a field's options: kept ids keep their row (answers that chose them stay valid). */
export async function replaceOptions(
  db: DbOrTx,
  supplierId: number,
  fieldId: number,
  values: Array<{ id: number | null; value: string }>,
) {
  const existing = await listOptions(db, supplierId, [fieldId]);
  const keep = new Set(values.flatMap((v) => (v.id ? [v.id] : [])));
  const drop = existing.filter((o) => !keep.has(o.valueId)).map((o) => o.valueId);
  if (drop.length > 0)
    await db
      .delete(customFieldOptions)
      .where(and(eq(customFieldOptions.supplierId, supplierId), inArray(customFieldOptions.valueId, drop)));
  for (const [i, v] of values.entries()) {
    if (v.id)
      await db
        .update(customFieldOptions)
        .set({ value: v.value, position: i + 1 })
        .where(
          and(
            eq(customFieldOptions.supplierId, supplierId),
            eq(customFieldOptions.fieldId, fieldId),
            eq(customFieldOptions.valueId, v.id),
          ),
        );
  }
  const fresh = values.map((v, i) => ({ ...v, position: i + 1 })).filter((v) => !v.id);
  if (fresh.length > 0)
    await db
      .insert(customFieldOptions)
      .values(fresh.map((v) => ({ supplierId, fieldId, value: v.value, position: v.position })));
}

export async function setPositions(db: DbOrTx, supplierId: number, fieldIds: number[]) {
  if (fieldIds.length === 0) return;
  const cases = sql.join(
    fieldIds.map((id, i) => sql`WHEN ${id}::bigint THEN ${i}::int`),
    sql` `,
  );
  await db
    .update(customFields)
    .set({ position: sql`(CASE ${customFields.fieldId} ${cases} END)::int`, updatedAt: new Date() })
    .where(and(eq(customFields.supplierId, supplierId), inArray(customFields.fieldId, fieldIds)));
}

export async function productExists(db: DbOrTx, supplierId: number, productId: number) {
  const rows = await db
    .select({ productId: products.productId })
    .from(products)
    .where(and(eq(products.supplierId, supplierId), eq(products.productId, productId)))
    .limit(1);
  return rows.length > 0;
}

export async function listAnswers(db: DbOrTx, supplierId: number, productId: number) {
  return db
    .select()
    .from(productCustomFieldValues)
    .where(
      and(
        eq(productCustomFieldValues.supplierId, supplierId),
        eq(productCustomFieldValues.productId, productId),
      ),
    );
}

/** Replaces the product's answers for the given fields (one section's). */
export async function replaceAnswers(
  db: DbOrTx,
  supplierId: number,
  productId: number,
  fieldIds: number[],
  answers: Array<{ fieldId: number; value: string | null; optionIds: number[] }>,
) {
  if (fieldIds.length > 0)
    await db
      .delete(productCustomFieldValues)
      .where(
        and(
          eq(productCustomFieldValues.supplierId, supplierId),
          eq(productCustomFieldValues.productId, productId),
          inArray(productCustomFieldValues.fieldId, fieldIds),
        ),
      );
  if (answers.length > 0)
    await db.insert(productCustomFieldValues).values(
      answers.map((a) => ({
        supplierId,
        productId,
        fieldId: a.fieldId,
        textValue: a.value,
        optionIds: a.optionIds,
      })),
    );
}
