// The listing's sort and filter form: a plain GET form, so it works without JavaScript.
import type { LanguageCode } from '@storekeep/domain/languages';
import type { ListingQuery, ListingSort } from '@storekeep/domain/storefront-listing';
import { type ShopTextKey, shopText } from '@storekeep/domain/storefront-texts';

const SORT_LABELS: Record<ListingSort, ShopTextKey> = {
  relevance: 'sortRelevance',
  'price-asc': 'sortPriceAsc',
  'price-desc': 'sortPriceDesc',
  newest: 'sortNewest',
  name: 'sortName',
};

const rupeesOf = (paise: number | null) => (paise === null ? '' : String(paise / 100));

export function ListingTools(props: {
  lang: LanguageCode;
  action: string;
  query: ListingQuery;
  search?: string;
}) {
  const { lang, query } = props;
  return (
    <form className="sk-shop-tools" method="get" action={props.action} aria-label={shopText(lang, 'filters')}>
      {props.search !== undefined ? <input type="hidden" name="q" value={props.search} /> : null}
      <label>
        {shopText(lang, 'sort')}
        <select name="sort" defaultValue={query.sort}>
          {Object.entries(SORT_LABELS).map(([value, key]) => (
            <option key={value} value={value}>
              {shopText(lang, key)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {shopText(lang, 'filterMinPrice')}
        <input type="number" name="min" min="0" step="any" defaultValue={rupeesOf(query.minPaise)} />
      </label>
      <label>
        {shopText(lang, 'filterMaxPrice')}
        <input type="number" name="max" min="0" step="any" defaultValue={rupeesOf(query.maxPaise)} />
      </label>
      <label className="sk-inline">
        <input type="checkbox" name="instock" value="1" defaultChecked={query.inStockOnly} />
        {shopText(lang, 'filterInStock')}
      </label>
      <button type="submit" className="sk-shop-button">
        {shopText(lang, 'apply')}
      </button>
    </form>
  );
}
