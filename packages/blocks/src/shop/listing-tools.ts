// The listing's sort and filter form: a plain GET form, so it works without JavaScript.
import type { LanguageCode } from '@storekeep/domain/languages';
import { paiseToRupeeNumber } from '@storekeep/domain/money';
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

const rupeesOf = (paise: number | null) => (paise === null ? '' : String(paiseToRupeeNumber(paise)));

export function listingTools(props: {
  lang: LanguageCode;
  action: string;
  query: ListingQuery;
  search?: string;
}): Html {
  const { lang, query } = props;
  const t = (key: ShopTextKey) => shopText(lang, key);
  const options = Object.entries(SORT_LABELS).map(
    ([value, key]) =>
      html`<option value="${value}"${flag('selected', value === query.sort)}>${t(key)}</option>`,
  );
  const minPrice = rupeesOf(query.minPaise);
  const maxPrice = rupeesOf(query.maxPaise);
  // One element a line; the parts are joined with nothing between them.
  return html`<form class="sk-shop-tools" aria-label="${t('filters')}" action="${props.action}" method="get">${[
    props.search !== undefined ? html`<input type="hidden" name="q" value="${props.search}"/>` : null,
    html`<label>${t('sort')}<select name="sort">${options}</select></label>`,
    html`<label>${t('filterMinPrice')}<input type="number" min="0" step="any" name="min" value="${minPrice}"/></label>`,
    html`<label>${t('filterMaxPrice')}<input type="number" min="0" step="any" name="max" value="${maxPrice}"/></label>`,
    html`<label class="sk-inline"><input type="checkbox" name="instock"${flag('checked', query.inStockOnly)} value="1"/>${t('filterInStock')}</label>`,
    html`<button type="submit" class="sk-shop-button">${t('apply')}</button>`,
  ]}</form>`;
}
