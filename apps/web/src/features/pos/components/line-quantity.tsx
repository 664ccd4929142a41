// A bill line's quantity at the counter. Loose goods (sellLooseProducts) take their weight or
// volume in either unit of the family (250 g of a kg product is kept as 0.25 kg); products sold
// loose and in packs (sellPackedAndLooseProducts) switch the line to whole packs.
import { NativeSelect, NumberInput, Text } from '@mantine/core';
import { entryUnits, fromBaseMilli, isLooseUnit, toBaseMilli } from '@storekeep/domain/loose';
import { isWholeUnit, milliToQuantity, quantityToMilli } from '@storekeep/domain/quantity';
import { useTranslation } from 'react-i18next';
import type { SaleAction, SaleLine } from '../model/sale-draft.ts';

export const PACK_MODE = 'pack';

export function LineQuantity({
  line,
  index,
  dispatch,
  sellLooseProducts,
  sellPackedAndLooseProducts,
  inputRef,
  onDone,
  width,
}: {
  line: SaleLine;
  index: number;
  dispatch: (action: SaleAction) => void;
  sellLooseProducts: boolean;
  sellPackedAndLooseProducts: boolean;
  inputRef: (el: HTMLInputElement | null) => void;
  onDone: () => void;
  width?: number;
}) {
  const { t } = useTranslation();
  const pack = line.soldAsPkd === true;
  const entryUnit = line.entryUnit ?? line.unit;
  const modes = [
    ...(sellLooseProducts && isLooseUnit(line.unit) ? entryUnits(line.unit) : [line.unit]),
    ...(sellPackedAndLooseProducts && line.packMilli ? [PACK_MODE] : []),
  ];
  const whole = pack || isWholeUnit(entryUnit);
  const shown = pack ? line.quantity : fromBaseMilli(quantityToMilli(line.quantity), entryUnit, line.unit);
  // The unit selector takes 64 px of the box: the figures keep room for '0.250' beside it.
  const selector = modes.length > 1;
  const boxWidth = selector ? Math.max(width ?? 0, 136) : width;
  return (
    <NumberInput
      size="xs"
      w={boxWidth}
      aria-label={`${t('pos.qty')} ${line.name}`}
      value={shown}
      min={whole ? 1 : 0.001}
      decimalScale={whole ? 0 : 3}
      rightSection={
        selector ? (
          <NativeSelect
            size="xs"
            variant="unstyled"
            // Its own width and a narrow chevron: the unit's name stays readable beside the figures.
            w={60}
            rightSectionWidth={16}
            styles={{ input: { paddingInlineStart: 4, paddingInlineEnd: 16 } }}
            aria-label={t('pos.quantityUnit', { name: line.name })}
            value={pack ? PACK_MODE : entryUnit}
            data={modes.map((mode) => ({ value: mode, label: mode === PACK_MODE ? t('pos.pack') : mode }))}
            onChange={(e) => dispatch({ type: 'entryMode', index, mode: e.currentTarget.value })}
            data-testid="pos-line-unit"
          />
        ) : (
          <Text size="xs">{line.unit}</Text>
        )
      }
      rightSectionWidth={selector ? 64 : 36}
      hideControls
      ref={inputRef}
      onChange={(value) => {
        const entered = typeof value === 'number' ? value : Number(value);
        if (!(entered > 0)) return;
        const milli = pack ? quantityToMilli(entered) : toBaseMilli(entered, entryUnit, line.unit);
        if (milli !== null && milli > 0)
          dispatch({ type: 'quantity', index, quantity: milliToQuantity(milli) });
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && !e.altKey && !e.ctrlKey) onDone();
      }}
      data-testid="pos-line-qty"
    />
  );
}
