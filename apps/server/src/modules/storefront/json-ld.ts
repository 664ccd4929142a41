// schema.org JSON-LD for the storefront pages.
import { paiseToRupees } from '@storekeep/domain/money';
import { productPath } from '@storekeep/domain/product-slug';
import { absoluteUrl } from './head.ts';
import type { ShopContext } from './shop-context.ts';

export function organizationLd(shop: ShopContext) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: shop.storeName,
    url: `${shop.origin}${shop.baseUrl}/`,
  };
}

export function breadcrumbLd(shop: ShopContext, crumbs: Array<{ name: string; href: string }>) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(shop, crumb.href),
    })),
  };
}

const availability = (inStock: boolean) =>
  inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock';

/**
 * A product and what it is offered at: one offer, or one per variant with its own price, codes and
 * availability. `inStock` answers the cart's rule (the store's isSellOutOfStock included).
 */
export function productLd(
  shop: ShopContext,
  product: {
    slug: string;
    name: string;
    description: string;
    sku: string | null;
    barcode: string | null;
    pricePaise: number;
    inStock: boolean;
    variants: Array<{
      name: string;
      sku: string | null;
      barcode: string | null;
      pricePaise: number;
      inStock: boolean;
    }>;
  },
  images: string[],
) {
  const url = `${shop.origin}${shop.baseUrl}${productPath(product.slug)}`;
  const offer = (pricePaise: number, inStock: boolean) => ({
    '@type': 'Offer',
    url,
    priceCurrency: 'INR',
    price: paiseToRupees(pricePaise),
    availability: availability(inStock),
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.barcode ? { gtin: product.barcode } : {}),
    ...(images.length > 0 ? { image: images.map((url) => absoluteUrl(shop, url)) } : {}),
    offers:
      product.variants.length > 0
        ? product.variants.map((variant) => ({
            ...offer(variant.pricePaise, variant.inStock),
            name: variant.name,
            ...(variant.sku ? { sku: variant.sku } : {}),
            ...(variant.barcode ? { gtin: variant.barcode } : {}),
          }))
        : offer(product.pricePaise, product.inStock),
  };
}
