// The picture a shared link of the store shows (og:image with its width and height) and the
// store's favicon. The merchant's own OG image first; without one the logo they uploaded, then the
// main picture of the store's first product. The favicon is the one uploaded, else the square
// made from the uploaded logo.

import { productImageVariantPaths } from '@storekeep/domain/product-images';
import { OPEN_GRAPH_SIZE_PX } from '@storekeep/domain/uploads';
import type { Db } from '../../db/client.ts';
import {
  canvasImageOf,
  LOGO_ICON_SIZE,
  logoIconPath,
  logoOf,
  type SiteDocument,
} from '../online-store/index.ts';
import { MOBILE_WIDTH } from '../product-images/index.ts';
import * as catalogue from './catalogue-queries.ts';
import { escapeHtml, NO_FAVICON } from './html.ts';
import type { ShopContext } from './shop-context.ts';
import * as q from './shop-queries.ts';

export interface OgImage {
  url: string;
  width: number;
  height: number;
}

/**
 * A product picture as an OG image: its phone copy (JPEG/PNG, 500 px wide) once made, which
 * link previews load quickly, else the original.
 */
export function productOgImage(url: string, width: number, height: number, variantsReady: boolean): OgImage {
  if (!variantsReady || width <= MOBILE_WIDTH) return { url, width, height };
  return {
    url: productImageVariantPaths(url).mobile,
    width: MOBILE_WIDTH,
    height: Math.round((height * MOBILE_WIDTH) / width),
  };
}

/** The logo the merchant uploaded (not a theme's own art), with its size and variants. */
async function uploadedLogo(db: Db, shop: ShopContext, document: SiteDocument | null) {
  const url = document ? logoOf(document) : '';
  if (!url) return null;
  const row = await q.findSiteImageByUrl(db, shop.supplierId, url);
  return row ? { url, ...row } : null;
}

export interface StoreImages {
  ogImage: OgImage | null;
  /** The <link rel=icon> of the head. */
  faviconHtml: string;
  /** The OG image is a product's picture, which changes with the catalogue. */
  fromCatalogue: boolean;
}

export async function storeImagesFor(
  db: Db,
  shop: ShopContext,
  document: SiteDocument | null,
): Promise<StoreImages> {
  const logo = await uploadedLogo(db, shop, document);
  const favicon = document ? canvasImageOf(document, 'FAVICON') : '';
  const faviconHtml = favicon
    ? `<link rel="icon" href="${escapeHtml(favicon)}">`
    : logo?.variantsReady
      ? `<link rel="icon" type="image/png" sizes="${LOGO_ICON_SIZE}x${LOGO_ICON_SIZE}" href="${escapeHtml(logoIconPath(logo.url))}">`
      : NO_FAVICON;
  const uploadedOg = document ? canvasImageOf(document, 'OG_IMAGE') : '';
  if (uploadedOg)
    return {
      ogImage: { url: uploadedOg, width: OPEN_GRAPH_SIZE_PX, height: OPEN_GRAPH_SIZE_PX },
      faviconHtml,
      fromCatalogue: false,
    };
  if (logo)
    return {
      ogImage: { url: logo.url, width: logo.width, height: logo.height },
      faviconHtml,
      fromCatalogue: false,
    };
  const product = await catalogue.findFirstProductPicture(db, shop.supplierId);
  return {
    ogImage: product
      ? productOgImage(shop.fileUrl(product.storageKey), product.width, product.height, product.variantsReady)
      : null,
    faviconHtml,
    fromCatalogue: true,
  };
}
