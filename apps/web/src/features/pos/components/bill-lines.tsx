// The bill's lines: quantity (loose goods to 3 decimals), line discount, tax columns and HSN/SAC as
// the account flags say (isDisplayTaxColumns, isShowHsnSacOnBilling).
import { ActionIcon, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Bill } from '@storekeep/domain/bill';
import { IconTrash } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../app/format.ts';
import { SerialPicker } from '../../../app/serials/serial-picker.tsx';
import { discountText, parseDiscount } from '../model/discount-text.ts';
import { lineKey, type SaleAction, type SaleDraft } from '../model/sale-draft.ts';
import { LineQuantity } from './line-quantity.tsx';

function LinePicker({
  line,
  index,
  serials,
  dispatch,
}: {
  line: SaleDraft['lines'][number];
  index: number;
  serials: { enabled: boolean; outletId: number | null };
  dispatch: (action: SaleAction) => void;
}) {
  return (
    <SerialPicker
      productId={line.productId}
      variantId={line.variantId ?? null}
      outletId={serials.outletId}
      enabled={serials.enabled}
      quantity={line.quantity}
      value={line.serialNos ?? []}
      onChange={(serialNos) => dispatch({ type: 'serials', index, serialNos })}
      testId={`pos-line-serials-${index}`}
    />
  );
}

export interface BillLineRefs {
  quantity: RefObject<(HTMLInputElement | null)[]>;
  discount: RefObject<(HTMLInputElement | null)[]>;
}

export function BillLines({
  draft,
  bill,
  dispatch,
  refs,
  showTaxColumns,
  showHsnSac,
  allowDiscounts,
  sellLooseProducts,
  sellPackedAndLooseProducts,
  showStock,
  serials,
  onDone,
}: {
  draft: SaleDraft;
  bill: Bill;
  dispatch: (action: SaleAction) => void;
  refs: BillLineRefs;
  showTaxColumns: boolean;
  showHsnSac: boolean;
  allowDiscounts: boolean;
  /** Loose goods' quantity in either unit of their family; products sold in packs by the pack. */
  sellLooseProducts: boolean;
  sellPackedAndLooseProducts: boolean;
  /** The search's stock is the selected outlet's: warn of short stock only when one is selected. */
  showStock: boolean;
  /** Serial (IMEI) numbers kept (enableIMEINumber), picked from the outlet's stock. */
  serials: { enabled: boolean; outletId: number | null };
  /** Enter in a line's field: back to the search box for the next item. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  // On a phone the lines are compact rows (name, quantity, amount); the columns need a desktop.
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  if (draft.lines.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl" data-testid="pos-empty">
        {t('pos.empty')}
      </Text>
    );
  }
  if (compact) {
    return (
      <Stack gap={4} data-testid="pos-lines">
        {draft.lines.map((line, index) => (
          <Group
            key={lineKey(line)}
            wrap="nowrap"
            gap={6}
            p={4}
            bg={index === draft.selected ? 'var(--mantine-color-blue-light)' : undefined}
            onClick={() => dispatch({ type: 'select', index })}
            data-testid="pos-line"
          >
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="sm" fw={500} truncate>
                {line.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatMoney(line.ratePaise)}
                {showHsnSac && line.hsnSacNo ? ` · ${t('pos.hsn')} ${line.hsnSacNo}` : ''}
                {showTaxColumns ? ` · ${t('pos.tax')} ${line.taxRate}%` : ''}
              </Text>
              <LinePicker line={line} index={index} serials={serials} dispatch={dispatch} />
            </Stack>
            <LineQuantity
              line={line}
              index={index}
              dispatch={dispatch}
              sellLooseProducts={sellLooseProducts}
              sellPackedAndLooseProducts={sellPackedAndLooseProducts}
              inputRef={(el) => {
                refs.quantity.current[index] = el;
              }}
              onDone={onDone}
              width={96}
            />
            <Text size="sm" fw={600} w={64} ta="right" data-testid="pos-line-amount">
              {formatMoney(bill.lines[index]?.total ?? 0)}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('pos.remove', { name: line.name })}
              onClick={() => dispatch({ type: 'remove', index })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={showTaxColumns ? 760 : 520}>
      <Table verticalSpacing={4} highlightOnHover data-testid="pos-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{t('pos.item')}</Table.Th>
            {showHsnSac && <Table.Th>{t('pos.hsn')}</Table.Th>}
            <Table.Th w={150}>{t('pos.qty')}</Table.Th>
            <Table.Th ta="right">{t('pos.rate')}</Table.Th>
            {allowDiscounts && <Table.Th w={90}>{t('pos.discount')}</Table.Th>}
            {showTaxColumns && <Table.Th ta="right">{t('pos.taxable')}</Table.Th>}
            {showTaxColumns && <Table.Th ta="right">{t('pos.taxPercent')}</Table.Th>}
            {showTaxColumns && <Table.Th ta="right">{t('pos.tax')}</Table.Th>}
            <Table.Th ta="right">{t('pos.amount')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {draft.lines.map((line, index) => {
            const priced = bill.lines[index];
            return (
              <Table.Tr
                key={lineKey(line)}
                bg={index === draft.selected ? 'var(--mantine-color-blue-light)' : undefined}
                onClick={() => dispatch({ type: 'select', index })}
                data-testid="pos-line"
              >
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td>
                  <Text size="sm" fw={500} lineClamp={2}>
                    {line.name}
                  </Text>
                  {showStock && line.quantity > line.stock && (
                    <Text size="xs" c="orange" data-testid="pos-line-stock">
                      {t('pos.outOfStock', { n: line.stock })}
                    </Text>
                  )}
                  <LinePicker line={line} index={index} serials={serials} dispatch={dispatch} />
                </Table.Td>
                {showHsnSac && <Table.Td>{line.hsnSacNo ?? ''}</Table.Td>}
                <Table.Td>
                  <LineQuantity
                    line={line}
                    index={index}
                    dispatch={dispatch}
                    sellLooseProducts={sellLooseProducts}
                    sellPackedAndLooseProducts={sellPackedAndLooseProducts}
                    inputRef={(el) => {
                      refs.quantity.current[index] = el;
                    }}
                    onDone={onDone}
                  />
                </Table.Td>
                <Table.Td ta="right">{formatMoney(line.ratePaise)}</Table.Td>
                {allowDiscounts && (
                  <Table.Td>
                    <TextInput
                      size="xs"
                      aria-label={t('pos.lineDiscount', { name: line.name })}
                      placeholder="0"
                      defaultValue={discountText(line.discount)}
                      ref={(el) => {
                        refs.discount.current[index] = el;
                      }}
                      onBlur={(e) => {
                        const parsed = parseDiscount(e.currentTarget.value);
                        if (parsed !== 'invalid') dispatch({ type: 'discount', index, discount: parsed });
                      }}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' && !e.altKey && !e.ctrlKey) {
                          const parsed = parseDiscount(e.currentTarget.value);
                          if (parsed !== 'invalid') dispatch({ type: 'discount', index, discount: parsed });
                          onDone();
                        }
                      }}
                    />
                  </Table.Td>
                )}
                {showTaxColumns && <Table.Td ta="right">{formatMoney(priced?.taxable ?? 0)}</Table.Td>}
                {showTaxColumns && <Table.Td ta="right">{line.taxRate}</Table.Td>}
                {showTaxColumns && <Table.Td ta="right">{formatMoney(priced?.totalTax ?? 0)}</Table.Td>}
                <Table.Td ta="right" fw={600} data-testid="pos-line-amount">
                  {formatMoney(priced?.total ?? 0)}
                </Table.Td>
                <Table.Td>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('pos.remove', { name: line.name })}
                    onClick={() => dispatch({ type: 'remove', index })}
                  >
                    <IconTrash size={16} />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
