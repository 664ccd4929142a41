// Breadcrumbs and page links of the storefront pages.
import type { LanguageCode } from '@storekeep/domain/languages';
import { shopText } from '@storekeep/domain/storefront-texts';
import { type Html, html } from './html.ts';

export interface Crumb {
  name: string;
  href: string;
}

export function breadcrumbs(lang: LanguageCode, crumbs: Crumb[]): Html {
  const items = crumbs.map((crumb, index) =>
    index === crumbs.length - 1
      ? html`<li><span aria-current="page">${crumb.name}</span></li>`
      : html`<li><a href="${crumb.href}">${crumb.name}</a></li>`,
  );
  return html`<nav class="sk-shop-crumbs" aria-label="${shopText(lang, 'breadcrumbs')}"><ol>${items}</ol></nav>`;
}

/** Previous/next links keeping the other query parameters; hrefOf builds the address of a page. */
export function pagination(props: {
  lang: LanguageCode;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}): Html | null {
  const { lang, page, pages } = props;
  if (pages <= 1) return null;
  return html`<nav class="sk-shop-pages" aria-label="${shopText(lang, 'pagination')}">${
    page > 1 ? html`<a href="${props.hrefOf(page - 1)}" rel="prev">${shopText(lang, 'previous')}</a>` : null
  }<span>${shopText(lang, 'pageOf', { page, pages })}</span>${
    page < pages ? html`<a href="${props.hrefOf(page + 1)}" rel="next">${shopText(lang, 'next')}</a>` : null
  }</nav>`;
}
