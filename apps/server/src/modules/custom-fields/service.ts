// Custom fields (shared-blocks.md §2-§5): definitions per section with the domain's save rules,
// their order, and a product's answers checked against them (mandatory, options, conditions).
import {
  answersToStore,
  availableFieldTypes,
  CUSTOM_FIELD_MESSAGES,
  type CustomField,
  type CustomFieldAnswer,
  type CustomFieldSection,
  customFieldAnswerErrors,
  customFieldInputErrors,
  type customFieldInputSchema,
  customFieldPermissions,
  deletedMessage,
  isMultiValueType,
} from '@storekeep/domain/custom-fields';
import type { z } from 'zod';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, forbidden, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './queries.ts';

type Input = z.infer<typeof customFieldInputSchema>;

function permissionsOf(session: SupplierSession) {
  return customFieldPermissions(session.role, session.staffPermissions);
}

function present(row: q.FieldRow, options: q.OptionRow[]): CustomField {
  return {
    id: row.fieldId,
    section: row.section as CustomFieldSection,
    fieldName: row.fieldName,
    type: row.type as CustomField['type'],
    position: row.position,
    mandatory: row.isMandatory,
    conditional: row.isConditional,
    dependent:
      row.isConditional && row.dependentFieldId && row.dependentValueId
        ? { fieldId: row.dependentFieldId, valueId: row.dependentValueId }
        : null,
    customFieldRelCommand: options
      .filter((o) => o.fieldId === row.fieldId)
      .map((o) => ({ id: o.valueId, value: o.value, position: o.position })),
  };
}

async function sectionFields(db: DbOrTx, supplierId: number, section: string): Promise<CustomField[]> {
  const rows = await q.listFields(db, supplierId, section);
  const options = await q.listOptions(
    db,
    supplierId,
    rows.map((r) => r.fieldId),
  );
  return rows.map((row) => present(row, options));
}

export async function listCustomFields(db: Db, session: SupplierSession, section: CustomFieldSection) {
  return {
    fields: await sectionFields(db, session.supplierId, section),
    availableTypes: availableFieldTypes(permissionsOf(session)),
  };
}

export async function getCustomField(db: DbOrTx, session: SupplierSession, fieldId: number) {
  const row = await q.findField(db, session.supplierId, fieldId);
  if (!row) throw notFound(CUSTOM_FIELD_MESSAGES.notFound);
  return present(row, await q.listOptions(db, session.supplierId, [fieldId]));
}

/** The domain's save rules, then what only the database knows: the dependent field and option. */
async function checkInput(db: DbOrTx, session: SupplierSession, input: Input, fieldId: number | null) {
  const errors = customFieldInputErrors(input, permissionsOf(session));
  if (errors.type) throw forbidden(errors.type);
  const first = Object.values(errors)[0];
  if (first) throw invalid(first, errors);
  if (!input.conditional || !input.dependent?.fieldId || !input.dependent.valueId) return;
  const fields = await sectionFields(db, session.supplierId, input.section);
  const parent = fields.find((f) => f.id === input.dependent?.fieldId);
  const bad = { 'dependent.fieldId': CUSTOM_FIELD_MESSAGES.dependentInvalid };
  if (!parent || parent.id === fieldId || !isMultiValueType(parent.type))
    throw invalid(CUSTOM_FIELD_MESSAGES.dependentInvalid, bad);
  if (!parent.customFieldRelCommand.some((o) => o.id === input.dependent?.valueId))
    throw invalid(CUSTOM_FIELD_MESSAGES.dependentOption, {
      'dependent.valueId': CUSTOM_FIELD_MESSAGES.dependentOption,
    });
  // No loops: the parent's own chain of conditions must not lead back to this field.
  let cursor: CustomField | undefined = parent;
  const seen = new Set<number>();
  while (cursor?.dependent && !seen.has(cursor.id)) {
    seen.add(cursor.id);
    if (cursor.dependent.fieldId === fieldId) throw invalid(CUSTOM_FIELD_MESSAGES.dependentInvalid, bad);
    const nextId: number = cursor.dependent.fieldId;
    cursor = fields.find((f) => f.id === nextId);
  }
}

function columnsOf(input: Input) {
  const conditional = input.conditional && !!input.dependent?.fieldId && !!input.dependent.valueId;
  return {
    fieldName: input.fieldName.trim(),
    type: input.type,
    isMandatory: input.mandatory,
    isConditional: conditional,
    dependentFieldId: conditional ? (input.dependent?.fieldId ?? null) : null,
    dependentValueId: conditional ? (input.dependent?.valueId ?? null) : null,
  };
}

function valuesOf(input: Input) {
  return isMultiValueType(input.type) ? input.values.map((v) => ({ id: v.id, value: v.value.trim() })) : [];
}

export async function createCustomField(db: Db, session: SupplierSession, input: Input) {
  const fieldId = await db.transaction(async (tx) => {
    await checkInput(tx, session, input, null);
    const row = await q.insertField(tx, {
      supplierId: session.supplierId,
      section: input.section,
      position: await q.nextPosition(tx, session.supplierId, input.section),
      ...columnsOf(input),
    });
    // New fields have no options yet: an id sent with a value means nothing here.
    await q.replaceOptions(
      tx,
      session.supplierId,
      row.fieldId,
      valuesOf(input).map((v) => ({ ...v, id: null })),
    );
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'custom_field.create',
      details: { fieldId: row.fieldId, fieldName: row.fieldName },
    });
    return row.fieldId;
  });
  return getCustomField(db, session, fieldId);
}

export async function updateCustomField(db: Db, session: SupplierSession, fieldId: number, input: Input) {
  await db.transaction(async (tx) => {
    const existing = await getCustomField(tx, session, fieldId);
    if (existing.section !== input.section) throw notFound(CUSTOM_FIELD_MESSAGES.notFound);
    await checkInput(tx, session, input, fieldId);
    const own = new Set(existing.customFieldRelCommand.map((o) => o.id));
    // An id that is not this field's own value is treated as a new value.
    const values = valuesOf(input).map((v) => ({ ...v, id: v.id && own.has(v.id) ? v.id : null }));
    await q.updateField(tx, session.supplierId, fieldId, columnsOf(input));
    await q.replaceOptions(tx, session.supplierId, fieldId, values);
    await q.clearDependents(
      tx,
      session.supplierId,
      fieldId,
      values.flatMap((v) => (v.id ? [v.id] : [])),
    );
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'custom_field.update',
      details: { fieldId },
    });
  });
  return getCustomField(db, session, fieldId);
}

export async function deleteCustomField(db: Db, session: SupplierSession, fieldId: number) {
  return db.transaction(async (tx) => {
    const existing = await getCustomField(tx, session, fieldId);
    await q.clearDependents(tx, session.supplierId, fieldId);
    await q.deleteField(tx, session.supplierId, fieldId);
    await insertAudit(tx, {
      supplierId: session.supplierId,
      userId: session.userId,
      action: 'custom_field.delete',
      details: { fieldId, fieldName: existing.fieldName },
    });
    return { message: deletedMessage(existing.fieldName) };
  });
}

export async function reorderCustomFields(
  db: Db,
  session: SupplierSession,
  section: CustomFieldSection,
  fieldIds: number[],
) {
  await db.transaction(async (tx) => {
    const current = await q.listFields(tx, session.supplierId, section);
    const sent = new Set(fieldIds);
    if (
      sent.size !== fieldIds.length ||
      current.length !== sent.size ||
      current.some((f) => !sent.has(f.fieldId))
    )
      throw conflict(CUSTOM_FIELD_MESSAGES.orderMismatch);
    await q.setPositions(tx, session.supplierId, fieldIds);
  });
  return listCustomFields(db, session, section);
}

async function requireProduct(db: DbOrTx, session: SupplierSession, productId: number) {
  if (!(await q.productExists(db, session.supplierId, productId))) throw notFound('Product not found.');
}

export async function getProductCustomFields(db: Db, session: SupplierSession, productId: number) {
  await requireProduct(db, session, productId);
  const fields = await sectionFields(db, session.supplierId, 'PRODUCT');
  const answers = await q.listAnswers(db, session.supplierId, productId);
  const known = new Map(fields.map((f) => [f.id, new Set(f.customFieldRelCommand.map((o) => o.id))]));
  return {
    productId,
    fields,
    values: answers
      .filter((a) => known.has(a.fieldId))
      .map((a) => ({
        fieldId: a.fieldId,
        value: a.textValue,
        // An option removed from the field since is no longer an answer.
        optionIds: a.optionIds.filter((id) => known.get(a.fieldId)?.has(id)),
      })),
  };
}

export async function setProductCustomFields(
  db: Db,
  session: SupplierSession,
  productId: number,
  answers: CustomFieldAnswer[],
) {
  await db.transaction(async (tx) => {
    await requireProduct(tx, session, productId);
    const fields = await sectionFields(tx, session.supplierId, 'PRODUCT');
    const known = new Set(fields.map((f) => f.id));
    const unknown = answers.find((a) => !known.has(a.fieldId));
    if (unknown)
      throw invalid(CUSTOM_FIELD_MESSAGES.notFound, {
        [String(unknown.fieldId)]: CUSTOM_FIELD_MESSAGES.notFound,
      });
    const errors = customFieldAnswerErrors(fields, answers);
    const first = Object.values(errors)[0];
    if (first) throw invalid(first, errors);
    await q.replaceAnswers(
      tx,
      session.supplierId,
      productId,
      fields.map((f) => f.id),
      answersToStore(fields, answers),
    );
  });
  return getProductCustomFields(db, session, productId);
}
