// The global product-template catalogue (shared-blocks.md §8): the platform admin keeps
// it; a merchant creates a real product from an approved template whose category is open.
import { z } from 'zod';
import { rupeesToPaise } from './money.ts';
import {
  optionalBarcodeSchema,
  optionalHsnSacSchema,
  productCrossFieldIssues,
  productNameSchema,
  taxRateSchema,
} from './product.ts';
import { AMOUNT_PATTERN, patternText, requiredText, VALIDATION_MESSAGES } from './validation.ts';

export const TEMPLATE_MESSAGES = {
  categoryUnderMaintenance: 'The category of the product is currently under maintenance.',
  notApproved: 'The template of product is not approved.',
  notFound: 'This product template does not exist.',
  categoryExists: 'This Category already exists',
} as const;

export const templateCategorySchema = z.object({
  templateCategoryId: z.number().int(),
  name: z.string(),
  isUnderMaintenance: z.boolean(),
});
export const templateCategoryInputSchema = z.object({
  name: requiredText(100),
  isUnderMaintenance: z.boolean().default(false),
});
export const templateCategoryListSchema = z.object({ categories: z.array(templateCategorySchema) });

export const productTemplateSchema = z.object({
  templateId: z.number().int(),
  templateCategoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  isCategoryUnderMaintenance: z.boolean(),
  name: z.string(),
  barcode: z.string().nullable(),
  hsnSacNo: z.string().nullable(),
  unit: z.string(),
  mrpPaise: z.number().int(),
  pricePaise: z.number().int(),
  taxRate: z.string(),
  isApproved: z.boolean(),
});
export type ProductTemplate = z.infer<typeof productTemplateSchema>;

const optionalAmount = patternText(AMOUNT_PATTERN, VALIDATION_MESSAGES.amount, { required: false }).transform(
  (text) => (text === '' ? 0 : rupeesToPaise(text)),
);

/** What the platform admin sends; amounts as rupee text like the product form. */
export const productTemplateInputSchema = z
  .object({
    name: productNameSchema,
    templateCategoryId: z.number().int().positive().nullable().default(null),
    barcode: optionalBarcodeSchema.default(null),
    hsnSacNo: optionalHsnSacSchema.default(null),
    unit: requiredText(20).default('pcs'),
    mrp: optionalAmount.default(0),
    price: optionalAmount.default(0),
    taxRate: taxRateSchema.default(0),
    isApproved: z.boolean().default(false),
  })
  .superRefine((t, ctx) => {
    const issues = productCrossFieldIssues({
      mrpPaise: t.mrp,
      sellingPricePaise: t.price,
      isBulkPricingActive: false,
      bulkPricingDetail: [],
      variants: [],
    });
    for (const issue of issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['price'] });
  });
export type ProductTemplateInput = z.input<typeof productTemplateInputSchema>;

export const templateListQuerySchema = z.object({
  search: z.string().trim().max(150).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const TEMPLATE_PAGE_SIZE = 25;
export const productTemplateListSchema = z.object({
  templates: z.array(productTemplateSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});

/** createProductFromTemplateId: an optional barcode of the merchant's own, and whether to open stock. */
export const createFromTemplateSchema = z.object({
  barcode: optionalBarcodeSchema.default(null),
  createStock: z.boolean().default(false),
});
export type CreateFromTemplate = z.input<typeof createFromTemplateSchema>;
export const createFromTemplateReplySchema = z.object({ productId: z.number().int() });

/** Store setting: SmartFill (back-office.md §7, website-builder.md §7). */
export const smartFillReplySchema = z.object({ globalSmartFill: z.union([z.literal(0), z.literal(1)]) });
export const smartFillUpdateSchema = z.object({
  type: z.string().max(50).optional(),
  smartFill: z.union([z.literal(0), z.literal(1)]),
});

/**
 * SmartFill (store setting smartFill, read back as globalSmartFill): while it is on, a new product's
 * name or barcode is looked up in the template catalogue and a chosen template fills the form. The
 * template's name replaces the typed one (it is what the merchant picked); every other field is
 * filled only while it is still empty, so nothing the merchant typed is overwritten.
 */
export interface SmartFillFields {
  productName: string;
  barcode: string | null;
  hsnSacNo: string | null;
  unitOfMeasurement: string;
  mrpPaise: number;
  sellingPricePaise: number;
  salesTax: number | null;
}

export const SMART_FILL_DEFAULT_UNIT = 'pcs';

export function smartFillPatch(
  template: Pick<
    ProductTemplate,
    'name' | 'barcode' | 'hsnSacNo' | 'unit' | 'mrpPaise' | 'pricePaise' | 'taxRate'
  >,
  current: SmartFillFields,
): Partial<SmartFillFields> {
  const patch: Partial<SmartFillFields> = { productName: template.name };
  if (!current.barcode && template.barcode) patch.barcode = template.barcode;
  if (!current.hsnSacNo && template.hsnSacNo) patch.hsnSacNo = template.hsnSacNo;
  if (
    (current.unitOfMeasurement === '' || current.unitOfMeasurement === SMART_FILL_DEFAULT_UNIT) &&
    template.unit
  )
    patch.unitOfMeasurement = template.unit;
  if (current.mrpPaise === 0 && template.mrpPaise > 0) patch.mrpPaise = template.mrpPaise;
  if (current.sellingPricePaise === 0 && template.pricePaise > 0)
    patch.sellingPricePaise = template.pricePaise;
  if (current.salesTax === null) patch.salesTax = Number(template.taxRate);
  return patch;
}

/**
 * What SmartFill looks up: the barcode once one is typed, else the name once it is longer than the
 * name search's clearing length (back-office.md §5: 2 characters or fewer clear the suggestions).
 */
export function smartFillTerm(name: string, barcode: string): string | null {
  const code = barcode.trim();
  if (code.length >= 1) return code;
  const text = name.trim();
  return text.length > 2 ? text : null;
}
