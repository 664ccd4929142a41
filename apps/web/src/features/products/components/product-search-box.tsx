// Search by product name or barcode (back-office.md §4, §5): name searches as you type once the term
// passes the minimum; barcode searches on Enter or the button only; switching type clears the term.
import { ActionIcon, Group, SegmentedControl, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { barcode as barcodeFilter, productName as productNameFilter } from '@storekeep/domain/input-filters';
import {
  nameSearchAction,
  type ProductSearchType,
  searchMaxLength,
  shouldSearchBarcode,
} from '@storekeep/domain/product-search';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchTerm {
  type: ProductSearchType;
  term: string;
}

export function ProductSearchBox({ onSearch }: { onSearch: (search: SearchTerm | null) => void }) {
  const { t } = useTranslation();
  const [type, setType] = useState<ProductSearchType>('name');
  const [term, setTerm] = useState('');
  const [debounced] = useDebouncedValue(term, 300);

  useEffect(() => {
    if (type !== 'name') return;
    onSearch(nameSearchAction(debounced) === 'search' ? { type, term: debounced.trim() } : null);
  }, [debounced, type, onSearch]);

  const run = (trigger: 'enter' | 'button') => {
    if (type === 'barcode') onSearch(shouldSearchBarcode(term, trigger) ? { type, term: term.trim() } : null);
    else onSearch(nameSearchAction(term) === 'search' ? { type, term: term.trim() } : null);
  };
  const switchType = (next: string) => {
    setType(next as ProductSearchType);
    setTerm('');
    onSearch(null);
  };
  return (
    <Group gap="xs" wrap="wrap" align="flex-end">
      <SegmentedControl
        size="sm"
        value={type}
        onChange={switchType}
        data={[
          { value: 'name', label: t('products.search.name') },
          { value: 'barcode', label: t('products.search.barcode') },
        ]}
        data-testid="product-search-type"
      />
      <Group gap="xs" wrap="nowrap" style={{ flex: '1 1 240px', minWidth: 0 }}>
        <TextInput
          style={{ flex: 1, minWidth: 0 }}
          value={term}
          maxLength={searchMaxLength(type)}
          placeholder={type === 'name' ? t('products.search.byName') : t('products.search.scan')}
          aria-label={type === 'name' ? t('products.search.byName') : t('products.search.byBarcode')}
          inputMode={type === 'barcode' ? 'numeric' : 'search'}
          onChange={(event) => {
            const typed = event.currentTarget.value;
            setTerm(type === 'barcode' ? barcodeFilter(term, typed) : productNameFilter(term, typed));
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              run('enter');
            }
          }}
          rightSection={
            term ? (
              <ActionIcon
                variant="subtle"
                aria-label={t('products.search.clear')}
                onClick={() => switchType(type)}
              >
                <IconX size={16} />
              </ActionIcon>
            ) : null
          }
          data-testid="product-search-input"
        />
        <ActionIcon
          size="lg"
          variant="filled"
          aria-label={t('common.search')}
          onClick={() => run('button')}
          data-testid="product-search-button"
        >
          <IconSearch size={18} />
        </ActionIcon>
      </Group>
    </Group>
  );
}
