// The category index (/categories): the mobile sticky footer's "Categories" link and the way to
// browse a store whose theme menu does not list every category.

import { CategoryIndex, type CategoryIndexEntry } from '@storekeep/blocks/shop/category-index';
import { Breadcrumbs } from '@storekeep/blocks/shop/navigation';
import { shopText } from '@storekeep/domain/storefront-texts';
import { createElement, Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import type { Db } from '../../db/client.ts';
import { categoryTree } from './category-tree.ts';
import type { ShopContext, ShopPage } from './frame.ts';
import { breadcrumbLd } from './json-ld.ts';
import { shopCategories } from './shop-categories.ts';

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
    main: renderToString(
      createElement(
        Fragment,
        null,
        createElement(Breadcrumbs, { lang: shop.language, crumbs }),
        createElement('h1', null, heading),
        createElement(CategoryIndex, { lang: shop.language, categories: entries }),
      ),
    ),
    jsonLd: [breadcrumbLd(shop, crumbs)],
  };
}
