// Where SmartFill mounts in a new product's form: it hands the slot the typed name and barcode and a
// way to fill the form (the template catalogue's feature renders the suggestions, app/ wires it).
import { paiseToRupees } from '@storekeep/domain/money';
import type { SmartFillFields } from '@storekeep/domain/product-templates';
import type { ReactNode } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { type ProductFormValues, paiseOf } from './product-form-values.ts';

export interface SmartFillSlotProps {
  name: string;
  barcode: string;
  /** The form's values as the SmartFill rule reads them. */
  current: () => SmartFillFields;
  /** Puts the chosen template's values into the form. */
  apply: (patch: Partial<SmartFillFields>) => void;
}

const text = (value: string) => (value.trim() === '' ? null : value.trim());

export function SmartFillSlot({ render }: { render: (props: SmartFillSlotProps) => ReactNode }) {
  const form = useFormContext<ProductFormValues>();
  const [name, barcode] = useWatch({ control: form.control, name: ['productName', 'barcode'] });
  const current = (): SmartFillFields => {
    const v = form.getValues();
    const mrp = paiseOf(v.mrpPaise);
    const price = paiseOf(v.sellingPricePaise);
    return {
      productName: v.productName,
      barcode: text(v.barcode),
      hsnSacNo: text(v.hsnSacNo),
      unitOfMeasurement: v.unitOfMeasurement.trim(),
      mrpPaise: Number.isNaN(mrp) ? 1 : mrp,
      sellingPricePaise: Number.isNaN(price) ? 1 : price,
      salesTax: v.salesTax.trim() === '' ? null : Number(v.salesTax),
    };
  };
  const apply = (patch: Partial<SmartFillFields>) => {
    const set = (field: keyof ProductFormValues, value: string) =>
      form.setValue(field, value, { shouldDirty: true, shouldValidate: true });
    if (patch.productName !== undefined) set('productName', patch.productName);
    if (patch.barcode) set('barcode', patch.barcode);
    if (patch.hsnSacNo) set('hsnSacNo', patch.hsnSacNo);
    if (patch.unitOfMeasurement) set('unitOfMeasurement', patch.unitOfMeasurement);
    if (patch.mrpPaise !== undefined) set('mrpPaise', paiseToRupees(patch.mrpPaise));
    if (patch.sellingPricePaise !== undefined)
      set('sellingPricePaise', paiseToRupees(patch.sellingPricePaise));
    if (patch.salesTax !== undefined && patch.salesTax !== null) set('salesTax', String(patch.salesTax));
  };
  return <>{render({ name, barcode, current, apply })}</>;
}
