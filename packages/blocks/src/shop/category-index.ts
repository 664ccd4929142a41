// The store's category index (/categories, linked from the mobile sticky footer): every visible
// top-level category as a picture card, with its visible subcategories listed under it.
import type { LanguageCode } from '@storekeep/domain/languages';
import { shopText } from '@storekeep/domain/storefront-texts';
import { type Html, html } from './html.ts';

export interface CategoryIndexEntry {
  categoryId: number;
  name: string;
  href: string;
  /** The category's 200×200 picture; null shows the name's first letter. */
  imageUrl: string | null;
  children: Array<{ categoryId: number; name: string; href: string }>;
}

export function categoryIndex(lang: LanguageCode, categories: CategoryIndexEntry[]): Html {
  if (categories.length === 0) return html`<p class="sk-shop-empty">${shopText(lang, 'noCategories')}</p>`;
  const items = categories.map((category, index) => {
    const picture = category.imageUrl
      ? // The first row shows without scrolling on a phone; the rest load as they come near.
        html`<img src="${category.imageUrl}" alt="" width="200" height="200" loading="${index < 4 ? 'eager' : 'lazy'}" decoding="async"/>`
      : html`<span class="sk-shop-cat-initial" aria-hidden="true">${Array.from(category.name.trim())[0]?.toLocaleUpperCase() ?? ''}</span>`;
    const children = category.children.map(
      (child) => html`<li><a href="${child.href}">${child.name}</a></li>`,
    );
    return html`<li class="sk-shop-cat">${[
      html`<a href="${category.href}" class="sk-shop-cat-link">${picture}<span class="sk-shop-cat-name">${category.name}</span></a>`,
      children.length > 0
        ? html`<ul class="sk-shop-subcats" aria-label="${category.name}">${children}</ul>`
        : null,
    ]}</li>`;
  });
  return html`<ul class="sk-shop-cats">${items}</ul>`;
}
