// A bill line's serial (IMEI) numbers (enableIMEINumber): picked from the outlet's in-stock serials
// of the product and the line's variant, or scanned (the scanner types the number and Enter picks it). One per unit: the
// line's quantity follows the serials chosen. Nothing shows for a product without serials in stock.
import { MultiSelect } from '@mantine/core';
import { normaliseSerial } from '@storekeep/domain/serials';
import { useTranslation } from 'react-i18next';
import { useSellableSerials } from './sellable-serials.ts';

export function SerialPicker({
  productId,
  variantId,
  outletId,
  enabled,
  quantity,
  value,
  onChange,
  testId,
}: {
  productId: number | null;
  /** The line's variant: only its serials are offered. */
  variantId: number | null;
  outletId: number | null;
  /** The account keeps serial numbers (enableIMEINumber). */
  enabled: boolean;
  quantity: number;
  value: readonly string[];
  onChange: (serialNos: string[]) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const sellable = useSellableSerials(productId, variantId, outletId, enabled);
  const inStock = sellable.data?.serials.map((s) => s.serialNo) ?? [];
  if (!enabled || (inStock.length === 0 && value.length === 0)) return null;
  // Serials already on the line stay choosable (a saved order's, sold to it on billing).
  const data = [...new Set([...value, ...inStock])];
  const wrong = value.length !== quantity;
  return (
    <MultiSelect
      size="xs"
      label={t('serials.label')}
      placeholder={value.length === 0 ? t('serials.placeholder') : undefined}
      data={data}
      value={[...value]}
      searchable
      selectFirstOptionOnChange
      hidePickedOptions
      clearable
      filter={({ options, search }) => {
        const wanted = normaliseSerial(search);
        return options.filter((o) => 'value' in o && o.value.includes(wanted));
      }}
      onChange={onChange}
      error={wrong ? t('serials.pickCount', { count: quantity, chosen: value.length }) : undefined}
      onClick={(e) => e.stopPropagation()}
      data-testid={testId}
    />
  );
}
