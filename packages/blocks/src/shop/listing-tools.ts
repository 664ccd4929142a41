// The listing's sort and filter form: a plain GET form, so it works without JavaScript.
import type { LanguageCode } from '@storekeep/domain/languages';
import type { ListingQuery, ListingSort } from '@storekeep/domain/storefront-listing';
import { type ShopTextKey, shopText } from '@storekeep/domain/storefront-texts';
import { flag, type Html, html } from './html.ts';

const SORT_LABELS: Record<ListingSort, ShopTextKey> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
  name: 'sortName',
};

const rupeesOf = (paise: number | null) => (paise === null ? '' : String(paise / 100));

export function listingTools(props: {
  lang: LanguageCode;
  action: string;
  query: ListingQuery;
  search?: string;
}): Html {
  const { lang, query } = props;
  const options = Object.entries(SORT_LABELS).map(
    ([value, key]) =>
      html`<option value="${value}"${flag('selected', value === query.sort)}>${shopText(lang, key)}</option>`,
  );
  return html`<form class="sk-shop-tools" aria-label="${shopText(lang, 'filters')}" action="${props.action}" method="get">${
    props.search !== undefined ? html`<input type="hidden" name="q" value="${props.search}"/>` : null
  }<label>${shopText(lang, 'sort')}<select name="sort">${options}</select></label><label>${shopText(
    lang,
    'filterMinPrice',
  )}<input type="number" min="0" step="any" name="min" value="${rupeesOf(query.minPaise)}"/></label><label>${shopText(
    lang,
    'filterMaxPrice',
  )}<input type="number" min="0" step="any" name="max" value="${rupeesOf(query.maxPaise)}"/></label><label class="sk-inline"><input type="checkbox" name="instock"${flag('checked', query.inStockOnly)} value="1"/>${shopText(lang, 'filterInStock')}</label><button type="submit" class="sk-shop-button">${shopText(
    lang,
    'apply',
  )}</button></form>`;
}
