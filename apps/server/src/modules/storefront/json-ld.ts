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
  },
  images: string[],
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.barcode ? { gtin: product.barcode } : {}),
    ...(images.length > 0 ? { image: images.map((url) => absoluteUrl(shop, url)) } : {}),
    offers: {
      '@type': 'Offer',
      url: `${shop.origin}${shop.baseUrl}${productPath(product.slug)}`,
      priceCurrency: 'INR',
      price: paiseToRupees(product.pricePaise),
      availability:
        product.inStock || shop.settings.isSellOutOfStock
          ? 'https://schema.org/InStock'
          : 'https://schema.org/OutOfStock',
    },
  };
}
