// Tenancy probes of the legacy apps' sign-in, session and account, notification and upgrade calls.
import type { Probe } from './probe.ts';

const COMMON_API = '/marketplace/static/php/web/common_api.php';
const WALKTHROUGH_API = '/marketplace/static/php/web/walkThroughApi.php';
const NOBODY = () => ({ username: 'nobody@example.com', password: 'not-a-password' });

export const LEGACY_SESSION_PROBES: Record<string, Probe> = {
  'POST /marketplace/supplier/signin.service': { kind: 'own-data', body: NOBODY },
  'POST /marketplace/login.service': { kind: 'own-data', body: NOBODY },
  'POST /marketplace/supplier/captureSupIdByAdmin.service': {
    kind: 'foreign-ids',
    body: (b) => ({ supplierId: b.supplierId }),
  },
  'GET /marketplace/vendor-api/getVendorAppData.ns': { kind: 'own-data' },
  'GET /marketplace/supplier/getAllPermission.service': { kind: 'own-data' },
  'GET /marketplace/getPackageDetail.ns': {
    kind: 'own-data',
    query: () => ({ id: '1', deviceType: 'mobile' }),
  },
  'GET /marketplace/getResellerConfigDetails.ns': { kind: 'own-data' },
  'GET /marketplace/getCountryCodes.ns': { kind: 'own-data' },
  'GET /marketplace/customer/ajax/getCustomerCountryCount.service': { kind: 'own-data' },
  // Answers isValidSupplier 0 for another store's id: nothing of B's.
  'GET /marketplace/users/service/ajax/checkForValidSupplier.service': {
    kind: 'own-data',
    query: (b) => ({ supplierId: String(b.supplierId) }),
  },
  'GET /marketplace/staffMember/setOutletAccountFilter.service': {
    kind: 'foreign-ids',
    query: (b) => ({ outletId: String(b.outletId), accId: String(b.accountId) }),
  },
  'POST /omni_ns/updateOutlet': { kind: 'foreign-ids', query: (b) => ({ outletId: String(b.outletId) }) },
  // B's docId answers an empty result: nothing of B's.
  'GET /marketplace/webstore/getComapanyStatus.ns': {
    kind: 'own-data',
    query: (b) => ({ docIds: String(b.supplierId) }),
  },
  'GET /marketplace/jsp/secure/render.service': { kind: 'own-data', query: () => ({ page: 'secure-ping' }) },
  'GET /marketplace/outlet/getOutletForStaffMember.service': {
    kind: 'foreign-ids',
    query: (b) => ({ staffId: String(b.staffId) }),
  },
  'GET /marketplace/staffMember/getListOfMembers.service': { kind: 'own-data' },
  'GET /marketplace/vendorStore/storeDetail.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId) }),
  },
  [`GET ${WALKTHROUGH_API}`]: { kind: 'own-data', query: () => ({ action: 'updateStatus' }) },
  [`POST ${WALKTHROUGH_API}`]: { kind: 'own-data', query: () => ({ action: 'updateStatus' }) },
  [`GET ${COMMON_API}`]: { kind: 'own-data', query: () => ({ action: 'getEmailPrice' }) },
  'GET /marketplace/vendorStore/getNotificationData.service': { kind: 'own-data' },
  'GET /marketplace/app/updateDetails/getReviewState.ns': {
    kind: 'own-data',
    query: () => ({ flag: 'customerCount' }),
  },
  'GET /marketplace/vendorStore/ajax/service/getNotificationDetails.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId), flag: 'customerCount', tid: '1' }),
  },
  'POST /marketplace/upgradeSupportRequest.ns': {
    kind: 'own-data',
    body: () => ({ upgradePackageId: 2, module: 'Home', sourceDevice: 'Mobile' }),
  },
  'GET /marketplace/products/ajax/uploadProductImageForAdmin.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId) }),
  },
};
