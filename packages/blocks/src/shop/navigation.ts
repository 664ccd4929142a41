// Breadcrumbs and page links of the storefront pages.
import type { LanguageCode } from '@storekeep/domain/languages';
import { shopText } from '@storekeep/domain/storefront-texts';

export interface Crumb {
  name: string;
  href: string;
}

export function Breadcrumbs({ lang, crumbs }: { lang: LanguageCode; crumbs: Crumb[] }) {
  return (
    <nav className="sk-shop-crumbs" aria-label={shopText(lang, 'breadcrumbs')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.href}>
            {index === crumbs.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.href}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Previous/next links keeping the other query parameters; hrefOf builds the address of a page. */
export function Pagination(props: {
  lang: LanguageCode;
  page: number;
  pages: number;
  hrefOf: (page: number) => string;
}) {
  if (props.pages <= 1) return null;
  return (
    <nav className="sk-shop-pages" aria-label={shopText(props.lang, 'pagination')}>
      {props.page > 1 ? (
        <a href={props.hrefOf(props.page - 1)} rel="prev">
          {shopText(props.lang, 'previous')}
        </a>
      ) : null}
      <span>{shopText(props.lang, 'pageOf', { page: props.page, pages: props.pages })}</span>
      {props.page < props.pages ? (
        <a href={props.hrefOf(props.page + 1)} rel="next">
          {shopText(props.lang, 'next')}
        </a>
      ) : null}
    </nav>
  );
}
