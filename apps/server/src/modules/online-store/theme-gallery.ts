// The theme gallery (website-builder.md §2, §7): categories, verticals and themes per vertical,
// seeded from packages/blocks THEMES; and the theme designer's tools (the spec's admin theme
// user): edit a template theme, duplicate it, copy it to a supplier, assign it to verticals.
import { THEMES } from '@storekeep/blocks/themes';
import { isAdminThemeUser } from '@storekeep/domain/supplier';
import type { Db } from '../../db/client.ts';
import { forbidden, invalid, notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import * as q from './queries.ts';
import { loadDocument, parseDocument, SITE_SCHEMA_VERSION } from './site-document.ts';

/** Adds the shipped themes that are not in the table yet (idempotent; safe from every copy). */
export async function ensureThemeGallery(db: Db): Promise<void> {
  // Every start: one read, and writes only for a theme shipped since the last start.
  const present = await q.listThemeKeys(db);
  const missing = [...THEMES.entries()].filter(([, theme]) => !present.has(theme.id));
  if (missing.length === 0) return;
  const verticals = await q.listVerticals(db);
  const idOf = new Map(verticals.map((v) => [v.verticalKey, v.verticalId]));
  for (const [position, theme] of missing) {
    const verticalIds = theme.verticals
      .map((key) => idOf.get(key))
      .filter((id): id is number => id !== undefined);
    await q.insertThemeIfMissing(db, {
      themeKey: theme.id,
      name: theme.name,
      description: theme.description,
      verticalIds,
      document: loadDocument(theme.document),
      schemaVersion: SITE_SCHEMA_VERSION,
      position,
    });
  }
}

export function themePreviewUrl(themeId: number): string {
  return `/api/v1/site/themes/${themeId}/preview`;
}

export async function listCategories(db: Db) {
  const rows = await q.listThemeCategories(db);
  return rows.map((row) => ({ categoryId: row.categoryId, name: row.name }));
}

export async function listVerticals(db: Db) {
  const rows = await q.listVerticals(db);
  return rows.map((row) => ({
    verticalId: row.verticalId,
    key: row.verticalKey,
    name: row.name,
    categoryId: row.categoryId,
  }));
}

export async function listThemes(db: Db, verticalId: number | null) {
  const rows = await q.listThemes(db, verticalId);
  const swatchOf = new Map(THEMES.map((theme) => [theme.id, theme.preview]));
  return rows.map((row) => ({
    themeId: row.themeId,
    name: row.name,
    description: row.description,
    verticalIds: row.verticalIds,
    isTemplate: row.themeKey !== null,
    themeKey: row.themeKey,
    previewUrl: themePreviewUrl(row.themeId),
    preview: (row.themeKey ? swatchOf.get(row.themeKey) : undefined) ?? null,
  }));
}

export async function themeDocument(db: Db, themeId: number) {
  const theme = await q.findTheme(db, themeId);
  if (!theme) throw notFound('Theme not found.');
  return { theme, document: loadDocument(theme.document) };
}

// ── Theme designer ─────────────────────────────────────────────────────────────────────────

/** The admin theme user (supplier 231) and the platform admin design themes. */
function requireDesigner(session: SupplierSession): void {
  if (session.role !== 'platform_admin' && !isAdminThemeUser(session.supplierId)) throw forbidden();
}

export async function getThemeForDesign(db: Db, session: SupplierSession, themeId: number) {
  requireDesigner(session);
  const { theme, document } = await themeDocument(db, themeId);
  // The featured blocks of a template show its demo cards, as its preview does.
  const demo =
    (theme.themeKey ? THEMES.find((shipped) => shipped.id === theme.themeKey)?.demo : null) ?? null;
  return { themeId: theme.themeId, name: theme.name, verticalIds: theme.verticalIds, document, demo };
}

export async function editTemplateTheme(
  db: Db,
  session: SupplierSession,
  themeId: number,
  input: { name?: string | undefined; document: unknown },
) {
  requireDesigner(session);
  const document = parseDocument(input.document);
  const updated = await q.updateTheme(db, themeId, {
    document,
    schemaVersion: SITE_SCHEMA_VERSION,
    ...(input.name ? { name: input.name } : {}),
  });
  if (!updated) throw notFound('Theme not found.');
  return { isSuccess: true as const, themeId };
}

export async function duplicateTheme(db: Db, session: SupplierSession, themeId: number) {
  requireDesigner(session);
  const { theme, document } = await themeDocument(db, themeId);
  const copyId = await q.insertTheme(db, {
    themeKey: null,
    name: `${theme.name} (copy)`,
    description: theme.description,
    verticalIds: theme.verticalIds,
    document,
    schemaVersion: SITE_SCHEMA_VERSION,
    position: theme.position,
  });
  return { isSuccess: true as const, themeId: copyId };
}

export async function assignThemeToVerticals(
  db: Db,
  session: SupplierSession,
  themeId: number,
  verticalIds: number[],
) {
  requireDesigner(session);
  const known = new Set((await q.listVerticals(db)).map((v) => v.verticalId));
  const unknown = verticalIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw invalid('Choose verticals from the list.', { verticalIds: unknown.join(', ') });
  const updated = await q.updateTheme(db, themeId, { verticalIds: [...new Set(verticalIds)] });
  if (!updated) throw notFound('Theme not found.');
  return { isSuccess: true as const, themeId, verticalIds: [...new Set(verticalIds)] };
}

/** Copies a theme into another store's site as its draft (that store's published site is untouched). */
export async function copyThemeToSupplier(
  db: Db,
  session: SupplierSession,
  themeId: number,
  targetSupplierId: number,
) {
  requireDesigner(session);
  const { theme, document } = await themeDocument(db, themeId);
  const target = await q.findStore(db, targetSupplierId);
  if (!target) throw notFound('Store not found.');
  await db.transaction(async (tx) => {
    const site = await q.findSite(tx, targetSupplierId, { lock: true });
    if (site)
      await q.updateSite(tx, targetSupplierId, {
        themeId: theme.themeId,
        draft: document,
        schemaVersion: SITE_SCHEMA_VERSION,
        draftRevision: site.draftRevision + 1,
        isModified: false,
      });
    else
      await q.insertSite(tx, {
        supplierId: targetSupplierId,
        themeId: theme.themeId,
        draft: document,
        schemaVersion: SITE_SCHEMA_VERSION,
      });
  });
  return { isSuccess: true as const, themeId: theme.themeId, supplierId: targetSupplierId };
}
