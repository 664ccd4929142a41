// A line's serial (IMEI) numbers (enableIMEINumber): picked from the outlet's in-stock serials of
// the product and the line's variant, or scanned (the scanner types the number and Enter picks it). One per unit: the
// line's quantity follows the serials chosen. Nothing shows for a product without serials in stock.
// A bill line (POS, order editor) reads the outlet's sellable serials itself; a transfer's dispatch
// or receipt and a debit note pass the serials they may choose from (`choices`).
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
  choices,
  label,
  error,
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
  /** The serials to choose from, when not the outlet's sellable ones (read by the caller). */
  choices?: readonly string[] | undefined;
  /** The field's label, when not "IMEI / serial numbers". */
  label?: string | undefined;
  /** The server's refusal of the line's serials. */
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const sellable = useSellableSerials(productId, variantId, outletId, enabled && choices === undefined);
  const inStock = choices ?? sellable.data?.serials.map((s) => s.serialNo) ?? [];
  if (!enabled || (inStock.length === 0 && value.length === 0)) return null;
  // Serials already on the line stay choosable (a saved order's, sold to it on billing).
  const data = [...new Set([...value, ...inStock])];
  const wrong = value.length !== quantity;
  return (
    <MultiSelect
      size="xs"
      label={label ?? t('serials.label')}
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
      error={error ?? (wrong ? t('serials.pickCount', { count: quantity, chosen: value.length }) : undefined)}
      onClick={(e) => e.stopPropagation()}
      data-testid={testId}
    />
  );
}
