// The store's category index (/categories, linked from the mobile sticky footer): every visible
// top-level category as a picture card, with its visible subcategories listed under it.
import type { LanguageCode } from '@storekeep/domain/languages';
import { shopText } from '@storekeep/domain/storefront-texts';

export interface CategoryIndexEntry {
  categoryId: number;
  name: string;
  href: string;
  /** The category's 200×200 picture; null shows the name's first letter. */
  imageUrl: string | null;
  children: Array<{ categoryId: number; name: string; href: string }>;
}

export function CategoryIndex({
  lang,
  categories,
}: {
  lang: LanguageCode;
  categories: CategoryIndexEntry[];
}) {
  if (categories.length === 0) return <p className="sk-shop-empty">{shopText(lang, 'noCategories')}</p>;
  return (
    <ul className="sk-shop-cats">
      {categories.map((category, index) => (
        <li key={category.categoryId} className="sk-shop-cat">
          <a href={category.href} className="sk-shop-cat-link">
            {category.imageUrl ? (
              <img
                src={category.imageUrl}
                alt=""
                width={200}
                height={200}
                // The first row shows without scrolling on a phone; the rest load as they come near.
                loading={index < 4 ? 'eager' : 'lazy'}
                decoding="async"
              />
            ) : (
              <span className="sk-shop-cat-initial" aria-hidden="true">
                {Array.from(category.name.trim())[0]?.toLocaleUpperCase() ?? ''}
              </span>
            )}
            <span className="sk-shop-cat-name">{category.name}</span>
          </a>
          {category.children.length > 0 ? (
            <ul className="sk-shop-subcats" aria-label={category.name}>
              {category.children.map((child) => (
                <li key={child.categoryId}>
                  <a href={child.href}>{child.name}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
