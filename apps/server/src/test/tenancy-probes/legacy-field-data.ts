// The apps' admin data services, delivery profile, plan prices, packaging config, invoice template
// and missing image/category save (modules/legacy, decision 0260): B's {supplierId}, staff member,
// order and product are refused; the calls that take no ids show only A's data.
import { ADMIN_DATA_PATHS } from '../../modules/legacy/admin-data-routes.ts';
import { DELIVERY_PROFILE_PATH } from '../../modules/legacy/delivery-profile-routes.ts';
import { PACKAGING_JSON_PATH } from '../../modules/legacy/lookup-routes.ts';
import { MISSING_DATA_SAVE_PATH } from '../../modules/legacy/missing-data-routes.ts';
import { PLAN_PRICING_PATH } from '../../modules/legacy/plan-pricing-routes.ts';
import { INVOICE_TEMPLATE_PATH } from '../../modules/legacy/shared-block-routes.ts';
import type { Probe } from './probe.ts';

const { staffOutlets, ...bySupplier } = ADMIN_DATA_PATHS;

export const LEGACY_FIELD_DATA_PROBES: Record<string, Probe> = {
  ...Object.fromEntries(
    Object.values(bySupplier).map((path): [string, Probe] => [
      `GET ${path}`,
      { kind: 'foreign-ids', params: (b) => ({ supplierId: b.supplierId }) },
    ]),
  ),
  [`GET ${staffOutlets}`]: { kind: 'foreign-ids', params: (b) => ({ staffId: b.staffId }) },
  [`POST ${DELIVERY_PROFILE_PATH}`]: {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId) }),
    body: () => ({}),
  },
  [`POST ${PLAN_PRICING_PATH}`]: { kind: 'own-data', body: () => ({ source: 'Ios', countryCode: 'IN' }) },
  [`GET ${PACKAGING_JSON_PATH}`]: { kind: 'own-data' },
  [`GET ${INVOICE_TEMPLATE_PATH}`]: {
    kind: 'foreign-ids',
    query: (b) => ({ orderId: String(b.orderId) }),
  },
  [`POST ${MISSING_DATA_SAVE_PATH}`]: {
    kind: 'foreign-ids',
    body: (b) => ({ productId: b.productId, categoryId: b.categoryId }),
  },
};
