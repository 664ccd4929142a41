// The global product-template catalogue (issue 4, shared-blocks.md §8): the platform admin keeps
// it; a merchant creates a real product from an approved template whose category is open.
import { z } from 'zod';
import {
  optionalBarcodeSchema,
  optionalHsnSacSchema,
  productCrossFieldIssues,
  productNameSchema,
  taxRateSchema,
} from './product.ts';
import {
  AMOUNT_PATTERN,
  patternText,
  requiredText,
  rupeesTextToPaise,
  VALIDATION_MESSAGES,
} from './validation.ts';

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
  (text) => (text === '' ? 0 : rupeesTextToPaise(text)),
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
