// The storefront's view of the builder: the store's PUBLISHED version, rendered on the server.
// The draft never reaches shoppers; a store without a published version keeps the catalogue page.
import type { Db } from '../../db/client.ts';
import type { MainImageUrl } from '../products/presenters.ts';
import * as q from './queries.ts';
import { renderSiteDocument } from './render.ts';
import { loadDocument } from './site-document.ts';

/** HTML of a published page, or null when the store has published nothing (or no such page). */
export async function renderPublishedPage(
  db: Db,
  input: {
    supplierId: number;
    storeName: string;
    storeSlug: string;
    path: string;
    canonicalUrl: string;
    imageUrl: MainImageUrl;
  },
): Promise<string | null> {
  const site = await q.findSite(db, input.supplierId);
  if (!site || site.publishedVersion === null) return null;
  const version = await q.findVersion(db, input.supplierId, site.publishedVersion);
  if (!version) return null;
  return renderSiteDocument(db, {
    supplierId: input.supplierId,
    storeName: input.storeName,
    baseUrl: `/s/${input.storeSlug}`,
    document: loadDocument(version.document),
    path: input.path,
    canonicalUrl: input.canonicalUrl,
    imageUrl: input.imageUrl,
    shopScript: true,
  });
}
