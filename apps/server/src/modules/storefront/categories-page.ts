// The category index (/categories): the mobile sticky footer's "Categories" link and the way to
// browse a store whose theme menu does not list every category.

import { type CategoryIndexEntry, categoryIndex } from '@storekeep/blocks/shop/category-index';
import { html } from '@storekeep/blocks/shop/html';
import { breadcrumbs } from '@storekeep/blocks/shop/navigation';
import { shopText } from '@storekeep/domain/storefront-texts';
import type { Db } from '../../db/client.ts';
import { categoryTree } from './category-tree.ts';
import { breadcrumbLd } from './json-ld.ts';
import type { ShopPage } from './page-content.ts';
import { shopCategories } from './shop-categories.ts';
import type { ShopContext } from './shop-context.ts';

export async function categoriesPage(db: Db, shop: ShopContext): Promise<ShopPage> {
  const rows = await shopCategories(db, shop);
  const tree = categoryTree(rows);
  const visible = new Set(tree.visibleIds);
  const href = (categoryId: number) => `${shop.baseUrl}/category/${categoryId}`;
  const entries: CategoryIndexEntry[] = shop.settings.hideOnlineProducts
    ? []
    : rows
        .filter((row) => row.parentId === null && visible.has(row.categoryId))
        .map((row) => ({
          categoryId: row.categoryId,
          name: row.name,
          href: href(row.categoryId),
          imageUrl: row.imageKey ? shop.fileUrl(row.imageKey) : null,
          children: rows
            .filter((child) => child.parentId === row.categoryId && visible.has(child.categoryId))
            .map((child) => ({
              categoryId: child.categoryId,
              name: child.name,
              href: href(child.categoryId),
            })),
        }));
  const heading = shopText(shop.language, 'categories');
  const crumbs = [
    { name: shopText(shop.language, 'home'), href: `${shop.baseUrl}/` },
    { name: heading, href: `${shop.baseUrl}/categories` },
  ];
  return {
    template: 'none',
    title: `${heading} | ${shop.storeName}`,
    canonicalPath: '/categories',
    main: html`${breadcrumbs(shop.language, crumbs)}<h1>${heading}</h1>${categoryIndex(shop.language, entries)}`
      .text,
    jsonLd: [breadcrumbLd(shop, crumbs)],
  };
}
