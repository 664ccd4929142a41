// The reusable customer picker (order screens, POS): search by name or mobile as you type, pick one,
// or quick-add a new customer without leaving the screen. Exported for other features through the
// app's wiring (src/app), since features do not import each other.
import { ActionIcon, Combobox, Group, Loader, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import { useCustomerSearch } from '../api/customers.ts';
import { QuickAddCustomerModal } from './quick-add-customer-modal.tsx';

export interface PickedCustomer {
  customerId: number;
  name: string;
  mobileNumber: string | null;
}

/** Searches start at 2 characters (shared-blocks: search helpers), digits match the mobile. */
export const CUSTOMER_SEARCH_MIN = 2;
const ADD = '__add__';

export function CustomerPicker({
  value,
  onChange,
  label,
}: {
  value: PickedCustomer | null;
  onChange: (customer: PickedCustomer | null) => void;
  label?: string;
}) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState('');
  const [adding, setAdding] = useState(false);
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const enabled = debounced.length >= CUSTOMER_SEARCH_MIN;
  const found = useCustomerSearch(debounced, 1, enabled);
  const options = enabled ? (found.data?.customers ?? []) : [];

  if (value) {
    return (
      <TextInput
        label={label ?? t('customers.picker.label')}
        readOnly
        value={value.mobileNumber ? `${value.name} · ${value.mobileNumber}` : value.name}
        rightSection={
          <ActionIcon
            variant="subtle"
            aria-label={t('customers.picker.change')}
            onClick={() => onChange(null)}
            data-testid="customer-picker-clear"
          >
            <IconX size={16} />
          </ActionIcon>
        }
        data-testid="customer-picker-value"
      />
    );
  }

  return (
    <>
      <Combobox
        store={combobox}
        onOptionSubmit={(option) => {
          combobox.closeDropdown();
          if (option === ADD) {
            setAdding(true);
            return;
          }
          const customer = options.find((c) => String(c.customerId) === option);
          if (customer) {
            onChange({
              customerId: customer.customerId,
              name: customer.name,
              mobileNumber: customer.mobileNumber,
            });
            setText('');
          }
        }}
      >
        <Combobox.Target>
          <TextInput
            label={label ?? t('customers.picker.label')}
            placeholder={t('customers.picker.search')}
            value={text}
            maxLength={50}
            onChange={(e) => {
              setText(e.currentTarget.value);
              combobox.openDropdown();
              combobox.updateSelectedOptionIndex();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
            rightSection={found.isFetching ? <Loader size={16} /> : null}
            data-testid="customer-picker-input"
          />
        </Combobox.Target>
        <Combobox.Dropdown>
          <Combobox.Options data-testid="customer-picker-options">
            {options.map((c) => (
              <Combobox.Option
                key={c.customerId}
                value={String(c.customerId)}
                data-testid={`customer-option-${c.customerId}`}
              >
                <Group justify="space-between" wrap="nowrap">
                  <div>
                    <Text size="sm">{c.name}</Text>
                    <Text size="xs" c="dimmed">
                      {[c.mobileNumber, c.gstin].filter(Boolean).join(' · ')}
                    </Text>
                  </div>
                  {c.balancePaise !== 0 && (
                    <Text size="xs" c={c.balancePaise > 0 ? 'red.8' : 'teal.8'}>
                      {formatMoney(c.balancePaise, { symbol: true })}
                    </Text>
                  )}
                </Group>
              </Combobox.Option>
            ))}
            {enabled && !found.isFetching && options.length === 0 && (
              <Combobox.Empty data-testid="customer-picker-empty">
                {t('customers.picker.noMatch', { query: debounced })}
              </Combobox.Empty>
            )}
            {!enabled && (
              <Combobox.Empty>{t('customers.picker.typeMore', { min: CUSTOMER_SEARCH_MIN })}</Combobox.Empty>
            )}
            <Combobox.Option value={ADD} data-testid="customer-picker-add">
              <Group gap={6}>
                <IconUserPlus size={16} />
                <Text size="sm">
                  {text.trim()
                    ? t('customers.picker.addNamed', { name: text.trim() })
                    : t('customers.picker.addNew')}
                </Text>
              </Group>
            </Combobox.Option>
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {adding && (
        <QuickAddCustomerModal
          opened
          initialText={text}
          onClose={() => setAdding(false)}
          onCreated={(customer) => {
            setAdding(false);
            setText('');
            onChange({
              customerId: customer.customerId,
              name: customer.name,
              mobileNumber: customer.mobileNumber,
            });
          }}
        />
      )}
    </>
  );
}
