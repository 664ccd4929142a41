// The legacy contract's rows for sign-in (shared-blocks.md "Login"), back-office.md §7 "Session and
// account", "Notifications", "Upgrade", and the foundation's product and store-setting fields.
import { DEMO_OWNER } from '../demo-shop.ts';
import type { LegacyRow } from '../legacy-contract.ts';

const signInForm = () => ({ username: DEMO_OWNER.email, password: DEMO_OWNER.password, selectedUI: 'app' });
const wrongPassword = () => ({ username: DEMO_OWNER.email, password: 'not-the-password' });
const AUTHENTICATION_FAILED = 'User Authentication Failed..';

export const ROWS: LegacyRow[] = [
  {
    call: 'POST /marketplace/supplier/signin.service',
    form: signInForm,
    fields: ['isSuccess', 'error', 'supplierId', 'supplierType'],
    refusal: { form: wrongPassword, message: AUTHENTICATION_FAILED },
    public: true,
  },
  {
    call: 'POST /marketplace/login.service',
    form: signInForm,
    fields: ['isSuccess', 'error', 'supplierId', 'supplierType'],
    public: true,
  },
  {
    call: 'POST /marketplace/supplier/captureSupIdByAdmin.service',
    form: (ids) => ({ supplierId: String(ids.supplierId) }),
    fields: ['isSuccess', 'supplierId', 'supplierType'],
    asAdmin: true,
  },
  {
    call: 'GET /marketplace/vendor-api/getVendorAppData.ns',
    fields: [
      'isSuccess',
      'appData.allPermission',
      'appData.outletData.0.accountCommands.0.accountName',
      'appData.userSettings.supplierId',
      'appData.userSettings.permission',
      'appData.userSettings.currentDate',
      'appData.countryList.0.countryID',
      'appData.countryList.0.isdCode',
      'appData.packageDetails',
      'appData.manualLinkData',
      'appData.storeSettings.smartFill',
    ],
  },
  {
    call: 'GET /marketplace/supplier/getAllPermission.service',
    fields: ['isSuccess', 'data.permission'],
  },
  {
    call: 'GET /marketplace/getPackageDetail.ns',
    query: () => ({ id: '1', deviceType: 'mobile' }),
    fields: ['isSuccess', 'data.packageId', 'data.packagePermissions'],
  },
  {
    call: 'GET /marketplace/getResellerConfigDetails.ns',
    fields: [
      'isSuccess',
      'data.isReseller',
      'data.resellerName',
      'data.portalUrl',
      'data.upgradeToPackageIds',
    ],
  },
  { call: 'GET /marketplace/getCountryCodes.ns', fields: ['isSuccess', 'data.0.countryCode'] },
  { call: 'GET /marketplace/customer/ajax/getCustomerCountryCount.service', fields: ['isSuccess', 'count'] },
  {
    call: 'GET /marketplace/users/service/ajax/checkForValidSupplier.service',
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
    fields: ['isValidSupplier'],
  },
  {
    call: 'GET /marketplace/staffMember/setOutletAccountFilter.service',
    query: (ids) => ({ outletId: String(ids.outletId), accId: String(ids.accountId) }),
    fields: ['isSuccess', 'data.selectedOutlet', 'data.selectedAccount'],
  },
  {
    call: 'POST /omni_ns/updateOutlet',
    query: (ids) => ({ outletId: String(ids.outletId) }),
    fields: ['isSuccess', 'data.selectedOutlet'],
  },
  {
    call: 'GET /marketplace/webstore/getComapanyStatus.ns',
    query: (ids) => ({ docIds: String(ids.supplierId) }),
    fields: (ids) => [
      'isSuccess',
      `result.${ids.supplierId}.type_flag_actions.kycStatus`,
      `result.${ids.supplierId}.type_flag_actions.isExpired`,
    ],
  },
  {
    call: 'GET /marketplace/jsp/secure/render.service',
    query: () => ({ page: 'secure-ping' }),
    fields: ['isSuccess'],
  },
  {
    call: 'GET /marketplace/static/php/web/walkThroughApi.php',
    query: () => ({ action: 'updateStatus' }),
    fields: ['isSuccess', 'data.isVirtual'],
  },
  {
    call: 'GET /marketplace/static/php/web/common_api.php',
    query: () => ({ action: 'getEmailPrice' }),
    fields: ['isSuccess', 'data.smsRates.0.ratePerMessage', 'data.smsRates.0.price', 'data.emailRates'],
  },
  {
    call: 'GET /marketplace/outlet/getOutletForStaffMember.service',
    query: (ids) => ({ staffId: String(ids.staffId) }),
    fields: ['isSuccess', 'data'],
  },
  { call: 'GET /marketplace/staffMember/getListOfMembers.service', fields: ['isSuccess', 'data.0'] },
  {
    call: 'GET /marketplace/vendorStore/storeDetail.service',
    fields: ['isSuccess', 'data.storeName', 'data.outletData'],
  },
  {
    call: 'GET /marketplace/vendorStore/getNotificationData.service',
    fields: ['isSuccess', 'data.0.flag', 'data.0.count', 'data.0.type'],
  },
  {
    call: 'GET /marketplace/app/updateDetails/getReviewState.ns',
    query: () => ({ flag: 'customerCount' }),
    fields: ['isSuccess', 'data.0.count', 'data.0.type'],
  },
  {
    call: 'GET /marketplace/vendorStore/ajax/service/getNotificationDetails.service',
    query: (ids) => ({ supplierId: String(ids.supplierId), flag: 'productCount', tid: '7' }),
    fields: ['isSuccess', 'data.0.count', 'data.0.type', 'tid'],
  },
  {
    call: 'POST /marketplace/upgradeSupportRequest.ns',
    form: () => ({
      currentPacakageId: '1',
      upgradePackageId: '2',
      storeName: 'Demo Store',
      firstName: 'Demo',
      lastName: 'Owner',
      mobileNumber: '9876543210',
      emailId: DEMO_OWNER.email,
      module: 'Home',
      sourceDevice: 'Android',
      jsonData: JSON.stringify({ tenure: 'YEARLY' }),
    }),
    fields: ['isSuccess'],
  },
  // The catalogue paths that came first (modules/legacy/catalogue-routes.ts).
  {
    call: 'GET /marketplace/products/ajax/uploadProductImageForAdmin.service',
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
    upload: true,
    fields: ['isSuccess', 'data.0.imgURL'],
  },
  {
    call: 'POST /marketplace/products/ajax/uploadProductImageForAdmin.service',
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
    upload: true,
    fields: ['isSuccess', 'data.0.imgURL'],
  },
  {
    call: 'GET /marketplace/products/ajax/createProductFromTemplateId.service',
    query: (ids) => ({
      supplierId: String(ids.supplierId),
      source: 'app',
      templatedProductId: String(ids.templateId),
      createStock: 'false',
    }),
    appToken: true,
    fields: ['isSuccess', 'productId'],
  },
  {
    call: 'POST /marketplace/products/services/updateProductFromApp.service',
    form: (ids) => ({ productCommandAppString: JSON.stringify({ productId: ids.productId }) }),
    fields: ['isSuccess', 'productId', 'productCommand.activetab'],
    refusal: { form: () => ({ productCommandAppString: '{not json' }), message: 'Something went wrong' },
  },
  {
    call: 'POST /marketplace/cms/nj/store-setting/update',
    form: () => ({ type: 'smartFill', smartFill: '0' }),
    fields: ['isSuccess'],
  },
  {
    call: 'GET /vendorapis/products/product/fetchProductForEdit',
    query: (ids) => ({ productId: String(ids.productId) }),
    fields: ['0.productCommand.productId', '0.productCommand.activetab', '0.productCommand.imageUrls'],
  },
  {
    call: 'GET /marketplace/cms/nj/store-setting',
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
    fields: ['isSuccess', 'data.globalSmartFill', 'data.wishlist', 'data.review'],
  },
];
