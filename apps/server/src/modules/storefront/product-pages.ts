// The product details page (pictures with srcset from the image variants, options with the ones out
// of stock marked, bulk tiers, minimum order quantity, add form / out of stock / enquiry form) and
// the enquiry it takes.

import { html } from '@storekeep/blocks/shop/html';
import { breadcrumbs } from '@storekeep/blocks/shop/navigation';
import { productDetails, type ShopImage } from '@storekeep/blocks/shop/product-details';
import { leastOrderQuantity, sellsFromStock } from '@storekeep/domain/checkout';
import { pageSeoIn } from '@storekeep/domain/page-seo';
import { productPath } from '@storekeep/domain/product-slug';
import { translated } from '@storekeep/domain/store-translations';
import { shopActionFor } from '@storekeep/domain/storefront-listing';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import * as q from './catalogue-queries.ts';
import { categoryTree } from './category-tree.ts';
import { breadcrumbLd, productLd } from './json-ld.ts';
import { productOgImage } from './og-image.ts';
import { PageMoved, type ShopPage } from './page-content.ts';
import { productPictureFiles, thumbnailPictureFiles } from './product-pictures.ts';
import { shopCategories } from './shop-categories.ts';
import type { ShopContext } from './shop-context.ts';

/** Whether a shopper may open this product: shown online (the query) and not in a hidden category. */
async function visiblePath<P extends { categoryId: number | null }>(
  db: Db,
  shop: ShopContext,
  product: P | undefined,
) {
  if (!product) return null;
  const tree = categoryTree(await shopCategories(db, shop));
  const path = product.categoryId === null ? [] : tree.pathOf(product.categoryId);
  return path ? { product, path } : null;
}

/** A product a shopper may open: shown online and not in a hidden category. */
async function visibleProduct(db: Db, shop: ShopContext, productId: number) {
  if (shop.settings.hideOnlineProducts) return null;
  return visiblePath(db, shop, await q.findShopProduct(db, shop.supplierId, productId));
}

/** The product page's address in the store: `{base}/p/{slug}`. */
const productHref = (shop: ShopContext, slug: string) => `${shop.baseUrl}${productPath(slug)}`;

/**
 * The older address of a product page, by its id: moved to the slug's address when the shopper may
 * see the product.
 */
export async function productPageById(db: Db, shop: ShopContext, productId: number): Promise<never> {
  const found = await visibleProduct(db, shop, productId);
  if (!found) throw notFound('This product is not available.');
  throw new PageMoved(productHref(shop, found.product.slug));
}

export async function productPage(
  db: Db,
  shop: ShopContext,
  slug: string,
  raw: Record<string, unknown>,
  returnTo: string,
): Promise<ShopPage> {
  if (shop.settings.hideOnlineProducts) throw notFound('This product is not available.');
  // One statement: the product with its pictures and variants (the category list is kept per
  // catalogue version).
  const row = await q.findShopProductPage(db, shop.supplierId, slug);
  if (!row) {
    // A slug the product had before a rename answers with its current address.
    const current = await q.findFormerSlugProduct(db, shop.supplierId, slug);
    if (current !== undefined && current !== slug) throw new PageMoved(productHref(shop, current));
    throw notFound('This product is not available.');
  }
  const found = await visiblePath(db, shop, row);
  if (!found) throw notFound('This product is not available.');
  const { product, path } = found;
  const productId = product.productId;
  // The merchant's texts in the shopper's language where given, else the base ones.
  const name = translated(product.name, product.translations, shop.language, 'name');
  const detailedDescription = translated(
    product.detailedDescription,
    product.translations,
    shop.language,
    'description',
  );
  // Each item the shopper may choose (a variant, or the product itself) by the cart's rule: its
  // stock at the online outlet covers the least the shopper may order, or the store sells anyway.
  const least = leastOrderQuantity(product.minOrderQuantity);
  const sells = (stock: string | number | null) =>
    sellsFromStock({ isService: product.isService, stock }, least, shop.settings);
  const variants = product.variants.map((v) => ({ ...v, inStock: sells(v.stock) }));
  // A product with variants is stocked only per variant: it is in stock while one of them is.
  const inStock = variants.length > 0 ? variants.some((v) => v.inStock) : sells(product.stock);
  const stored = product.images.map((row) => ({ ...row, url: shop.fileUrl(row.storageKey) }));
  // The first picture fills the gallery; the others are small squares under it.
  const images: ShopImage[] = stored.map((row, index) =>
    index === 0 ? productPictureFiles(row) : thumbnailPictureFiles(row),
  );
  const crumbs = [
    { name: shopText(shop.language, 'home'), href: `${shop.baseUrl}/` },
    ...path.map((c) => ({ name: c.name, href: `${shop.baseUrl}/category/${c.categoryId}` })),
    { name: name, href: productHref(shop, product.slug) },
  ];
  const action = shopActionFor({ isEnquiryEnabled: product.isEnquiryEnabled, inStock }, shop.settings);
  const enquiry = raw.enquiry === 'sent' || raw.enquiry === 'invalid' ? raw.enquiry : null;
  const main = html`${breadcrumbs(shop.language, crumbs)}${productDetails({
    lang: shop.language,
    baseUrl: shop.baseUrl,
    returnTo,
    enquiry,
    product: {
      productId,
      name: name,
      description: detailedDescription,
      pricePaise: product.pricePaise,
      mrpPaise: product.mrpPaise,
      unit: product.unit,
      minOrderQuantity: String(Number(product.minOrderQuantity)),
      action,
      images,
      variants: variants.map((v) => ({
        variantId: v.variantId,
        name: v.variantName,
        pricePaise: v.pricePaise,
        mrpPaise: v.mrpPaise,
        inStock: v.inStock,
      })),
      bulkTiers: product.isBulkPricingActive
        ? [...product.bulkPricingDetail].sort((a, b) => a.minQuantity - b.minQuantity)
        : [],
    },
  })}`.text;
  const templatePage = shop.site?.document.pages.find((p) => p.kind === 'product-details');
  const templateSeo = templatePage ? pageSeoIn(templatePage.seo, shop.language) : undefined;
  const description = detailedDescription.replace(/\s+/g, ' ').trim().slice(0, 160);
  return {
    template: 'product-details',
    title: `${name} | ${shop.storeName}`,
    description: description || templateSeo?.description || undefined,
    keywords: templateSeo?.keywords || undefined,
    canonicalPath: productPath(product.slug),
    main,
    ogImage: stored[0]
      ? productOgImage(stored[0].url, stored[0].width, stored[0].height, stored[0].variantsReady)
      : null,
    jsonLd: [
      productLd(
        shop,
        {
          slug: product.slug,
          name: name,
          description,
          sku: product.sku,
          barcode: product.barcode,
          pricePaise: product.pricePaise,
          inStock,
          variants: variants.map((v) => ({
            name: v.variantName,
            sku: v.sku,
            barcode: v.barcode,
            pricePaise: v.pricePaise,
            inStock: v.inStock,
          })),
        },
        stored.map((image) => image.url),
      ),
      breadcrumbLd(shop, crumbs),
    ],
  };
}

export const enquiryBodySchema = z.object({
  productId: z.coerce.number().int().positive(),
  name: z.string().trim().min(1).max(100),
  mobileNumber: z
    .string()
    .trim()
    .regex(/^[6-9]\d{9}$/),
  message: z.string().trim().min(1).max(1000),
});

/**
 * Takes an enquiry about an enquiry-only product into the merchant's inbox (enquiries, counted by
 * enquiryUnreadCount). Answers the product page address to go back to, with the outcome.
 */
export async function sendEnquiry(db: Db, shop: ShopContext, body: unknown): Promise<string> {
  const productId = z.coerce
    .number()
    .int()
    .positive()
    .safeParse((body as { productId?: unknown } | null)?.productId);
  if (!productId.success) throw notFound('This product is not available.');
  const found = await visibleProduct(db, shop, productId.data);
  if (!found?.product.isEnquiryEnabled) throw notFound('This product is not available.');
  const back = productHref(shop, found.product.slug);
  const parsed = enquiryBodySchema.safeParse(body);
  if (!parsed.success) return `${back}?enquiry=invalid#enquiry`;
  await q.insertEnquiry(db, {
    supplierId: shop.supplierId,
    productId: productId.data,
    name: parsed.data.name,
    mobileNumber: parsed.data.mobileNumber,
    message: parsed.data.message,
  });
  return `${back}?enquiry=sent#enquiry`;
}
