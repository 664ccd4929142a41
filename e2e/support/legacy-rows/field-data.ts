// Contract rows of the field apps' calls shared-blocks.md §7 names without a path (decision 0260):
// the admin data services with {supplierId} in the path (or the staff id), the delivery profile,
// the iOS plan prices, the packaging config, the invoice template and the missing image/category
// save. `{supplierId}` and `{staffId}` in a call are the demo store's.
import type { LegacyRow } from '../legacy-contract.ts';

const DATA = '/vendorapis/supplier/{supplierId}';
const TIME_BANDS =
  'Delivery time bands follow the outlets’ opening hours: change them in Settings → Outlets.';

export const ROWS: LegacyRow[] = [
  // "Mostly GET, with {supplierId} or staff id, for: dashboard, taxes, tax zones, product listing
  // (B2B variant), customers, payments, discounts, outlets, printers, inventory counts and transfers."
  {
    call: `GET ${DATA}/dashboard`,
    fields: ['isSuccess', 'data.counts.customerCount.count', 'data.products.missing'],
  },
  {
    call: `GET ${DATA}/taxes`,
    fields: [
      'isSuccess',
      'data.0.taxCode',
      'data.0.taxRate',
      'data.0.taxName',
      'data.0.isExclusive',
      'data.0.taxId',
    ],
  },
  { call: `GET ${DATA}/taxZones`, fields: ['isSuccess', 'data.0.stateIds', 'data.0.outletIds'] },
  {
    call: `GET ${DATA}/b2bProducts`,
    query: () => ({ page: '1' }),
    fields: ['isSuccess', 'data.products.0.productName', 'data.products.0.costPricePaise', 'data.total'],
  },
  {
    call: `GET ${DATA}/customers`,
    query: () => ({ page: '1' }),
    fields: ['isSuccess', 'data.customers.0.customerId'],
  },
  { call: `GET ${DATA}/payments`, fields: ['isSuccess', 'data.from', 'data.to', 'data.figures'] },
  { call: `GET ${DATA}/discounts`, fields: ['isSuccess', 'data.discountCodes'] },
  {
    call: `GET ${DATA}/outlets`,
    fields: ['isSuccess', 'data.outlets.0.outletId', 'data.outlets.0.accounts'],
  },
  { call: `GET ${DATA}/printers`, fields: ['isSuccess', 'data.templateId', 'data.printerName'] },
  {
    call: `GET ${DATA}/inventoryCounts`,
    query: () => ({ scope: 'all' }),
    fields: ['isSuccess', 'data.rows.0.productId'],
  },
  {
    call: `GET ${DATA}/inventoryTransfers`,
    query: () => ({ status: 'all' }),
    fields: ['isSuccess', 'data.transfers'],
  },
  { call: 'GET /vendorapis/staff/{staffId}/outlets', fields: ['isSuccess', 'data.outlets.0.outletId'] },
  // "Delivery profiles and time bands: POST deliveryCommandString" (read here: no command sent).
  {
    call: 'POST /marketplace/delivery/ajax/service/deliveryProfile.service',
    form: () => ({}),
    fields: ['isSuccess', 'data.kind', 'data.ranges', 'data.pickupInfo', 'data.timeBands'],
    refusal: {
      form: () => ({
        deliveryCommandString: JSON.stringify({ kind: 'amount', ranges: [], timeBands: [{}] }),
      }),
      message: TIME_BANDS,
    },
  },
  // "iOS pricing: POST form with source, countryCode."
  {
    call: 'POST /marketplace/getIosPricing.ns',
    form: () => ({ source: 'Ios', countryCode: 'IN' }),
    fields: ['isSuccess', 'data.currency', 'data.plans.0.packageId', 'data.plans.0.pricePaise'],
    refusal: {
      form: () => ({ source: 'Ios', countryCode: 'ZZ' }),
      message: 'Choose a country from the list.',
    },
  },
  // "Static JSON packaging config and HTML templates are read."
  {
    call: 'GET /marketplace/static/json/packagingConfig.json',
    fields: ['isSuccess', 'data.packagingTypes', 'data.wholeUnits', 'data.quantityDecimals'],
  },
  {
    call: 'GET /marketplace/print/printerService/getInvoiceTemplate.service',
    query: (ids) => ({ orderId: String(ids.orderId) }),
    fields: ['isSuccess', 'data.templateId', 'data.html'],
  },
  // "Missing image/category save: POST."
  {
    call: 'POST /marketplace/products/services/saveMissingImageCategory.service',
    form: (ids) => ({ productId: String(ids.productId), categoryId: String(ids.categoryId) }),
    fields: ['isSuccess', 'productId', 'categoryId', 'categoryName', 'imageUrls'],
    refusal: { form: (ids) => ({ productId: String(ids.productId) }), message: 'Required Field' },
  },
];
