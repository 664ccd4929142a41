// Adds a catalogue product to an order being edited: search by name or barcode, pick a result.
import { Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ProductSearchReply } from '@storekeep/domain/product';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoneyPrice, formatStockQuantity } from '../../../app/format.ts';
import { useOrderProductSearch } from '../api/search-products.ts';

export type FoundProduct = ProductSearchReply['products'][number];

export function AddItemSearch({
  onPick,
  disabled,
}: {
  onPick: (product: FoundProduct) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [term] = useDebouncedValue(text, 250);
  const found = useOrderProductSearch(term);
  const products = (found.data?.products ?? []).filter((p) => p.productId !== undefined);
  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => {
        const product = products.find((p) => String(p.productId) === value);
        if (product) onPick(product);
        setText('');
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={t('orders.addItem.label')}
          placeholder={t('orders.addItem.placeholder')}
          leftSection={<IconSearch size={16} />}
          rightSection={found.isFetching ? <Loader size={16} /> : null}
          value={text}
          disabled={disabled}
          maxLength={150}
          onChange={(e) => {
            setText(e.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          data-testid="edit-add-search"
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={text.trim() === ''}>
        <Combobox.Options>
          {products.map((p) => (
            <Combobox.Option
              key={p.productId}
              value={String(p.productId)}
              data-testid={`edit-add-option-${p.productId}`}
            >
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text size="sm">{p.productName}</Text>
                  <Text size="xs" c="dimmed">
                    {[
                      p.barcode,
                      t('orders.addItem.stock', {
                        quantity: formatStockQuantity(p.stockQuantity, p.unitOfMeasurement),
                      }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </Text>
                </div>
                <Text size="sm">{formatMoneyPrice(p.sellingPricePaise, { symbol: true })}</Text>
              </Group>
            </Combobox.Option>
          ))}
          {found.data && products.length === 0 && (
            <Combobox.Empty>{t('orders.addItem.noMatch')}</Combobox.Empty>
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
