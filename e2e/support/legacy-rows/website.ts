// The contract rows of the website builder's (website-builder.md §7) and the shared blocks'
// (shared-blocks.md §7) legacy app calls: the reply fields each call must carry, written from the
// spec. The upload calls take a file in uploadedImageFile (multipart) as the apps send it; the GETs
// that change data answer only the app's own credential (Authorization: Bearer).
import type { LegacyRow } from '../legacy-contract.ts';
import { addCustomHtmlBlock, cropAnImage } from '../legacy-contract-data.ts';

export const ROWS: LegacyRow[] = [
  // ── Start-up and store settings ────────────────────────────────────────────────────────────
  { call: 'GET /marketplace/cms/nj/theme/modification-status', fields: ['isSuccess', 'isModified'] },
  {
    call: 'GET /marketplace/cms/nj/store-setting/stickyFooterMobile/getVisibility',
    fields: ['isSuccess', 'visibilityStatus'],
  },
  // ── Themes ─────────────────────────────────────────────────────────────────────────────────
  { call: 'GET /marketplace/cms/theme/categoryList.ns', fields: ['isSuccess', 'data.0.name'] },
  { call: 'GET /marketplace/cms/theme/getCategoryList.ns', fields: ['isSuccess', 'data.0.name'] },
  {
    call: 'GET /marketplace/cms/supplier/info.ns',
    query: (ids) => ({ supplierId: String(ids.supplierId) }),
    fields: ['isSuccess', 'data.supplierId', 'data.storeName', 'data.verticalId'],
  },
  { call: 'GET /marketplace/cms/theme/allVerticals.ns', fields: ['isSuccess', 'data.0.verticalId'] },
  {
    call: 'GET /marketplace/cms/theme/list.ns',
    query: () => ({ vertical: '18' }),
    fields: ['isSuccess', 'data.0.themeId', 'data.0.name'],
  },
  {
    call: 'GET /marketplace/cms/theme/getList.ns',
    query: () => ({ vertical: '18' }),
    fields: ['isSuccess', 'data.0.themeId'],
  },
  { call: 'GET /marketplace/cms/nj/theme/user-theme', fields: ['isSuccess', 'themeId'] },
  {
    call: 'GET /marketplace/cms/nj/theme/select-theme',
    appToken: true,
    query: (ids) => ({ themeId: String(ids.themeId), userThemeChange: 'true', fromMyWebsiteTheme: 'true' }),
    fields: ['isSuccess', 'themeId'],
  },
  { call: 'GET /marketplace/cms/theme/checkThemeModificationStatus.ns', fields: ['isSuccess', 'isModified'] },
  {
    call: 'GET /marketplace/cms/theme/checkYoutubeLink.ns',
    query: () => ({ link: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' }),
    fields: ['isSuccess', 'isValid'],
  },
  {
    call: 'POST /marketplace/cms/nj/theme/update-settings',
    form: () => ({
      colorCode: '#FFFFFF',
      jsonData: JSON.stringify({ backgroundImage: '', transparencyValue: 0.5 }),
    }),
    fields: ['isSuccess'],
  },
  {
    call: 'POST /marketplace/cms/nj/delete-image/remove-image-from-system',
    form: (ids) => ({ newImages: '[]', deletedImages: '[]', themeId: String(ids.themeId) }),
    fields: ['isSuccess'],
  },
  // The crop an image was saved with (decision 0157): an image the contract uploads and crops.
  {
    call: 'GET /marketplace/cms/theme/getCropperData.ns',
    prepare: cropAnImage,
    query: (ids) => ({ id: String(ids.croppedImageId) }),
    fields: ['isSuccess', 'data.cropperData', 'data.canvasData', 'data.cropBoxData', 'data.isMobile'],
  },
  {
    call: 'GET /marketplace/cms/theme/getContentById.ns',
    // The theme rows above replace the draft: the block is added just before.
    prepare: addCustomHtmlBlock,
    query: (ids) => ({ id: ids.contentBlockId }),
    fields: ['isSuccess', 'data.contentBlockId', 'data.textArea'],
    refusal: {
      query: () => ({ id: 'no-such-block' }),
      message: 'This content block is not on your website.',
    },
  },
  // ── Canvas images and uploads ──────────────────────────────────────────────────────────────
  {
    call: 'POST /marketplace/ajax/uploadImage.service',
    upload: true,
    query: () => ({ sourceName: 'openGraph' }),
    fields: ['data.imgURL', 'data.imgwidth', 'data.imgheight', 'error'],
  },
  {
    call: 'GET /marketplace/cms/nj/canvas-image/getByType/OG_IMAGE',
    fields: ['isSuccess', 'data.imgUrl'],
  },
  {
    call: 'GET /marketplace/cms/nj/canvas-image/getByType/FAVICON',
    fields: ['isSuccess', 'data.imgUrl'],
  },
  {
    call: 'POST /marketplace/cms/nj/canvas-image/updateByType/OG_IMAGE',
    form: (ids) => ({ imgUrl: ids.siteImageUrl }),
    fields: ['isSuccess'],
    refusal: { form: () => ({ imgUrl: '' }), message: 'Please Upload Open Graph Image' },
  },
  {
    call: 'POST /marketplace/products/ajax/uploadGenericImage.service',
    upload: true,
    query: (ids) => ({ module: 'storeLogo', supplierId: String(ids.supplierId) }),
    fields: ['status', 'imgURL', 'imgheight', 'imgwidth'],
  },
  {
    call: 'POST /marketplace/common/ajax/uploadClientFile.service',
    upload: true,
    query: () => ({ module: 'cmsStorage' }),
    fields: ['isValidate', 'isError', 'error', 'data.imgURL'],
  },
  // ── SEO (cms api script) ───────────────────────────────────────────────────────────────────
  {
    call: 'GET /marketplace/static/php/web/cmsapi.php',
    query: (ids) => ({ action: 'getSeoDetails', page: 'homepage', id: ids.pageId }),
    fields: ['results.0.title', 'results.0.keywords', 'results.0.description'],
  },
  // ── Shared blocks ──────────────────────────────────────────────────────────────────────────
  { call: 'POST /marketplace/getPackLimit.ns', form: () => ({ key: 'domain' }), fields: ['access', 'count'] },
  {
    call: 'POST /marketplace/products/groups/service/updateAutomatedProductCategory.service',
    form: (ids) => ({
      productGroupsCommmandjson: JSON.stringify([
        { productGroupId: ids.categoryId, visibility: 'ON_DISPLAY' },
      ]),
      status: 'RENAMED',
    }),
    fields: ['isSuccess', 'Changedtimestamp'],
  },
  {
    call: 'GET /marketplace/products/groups/ajax/changeVisibility.service',
    appToken: true,
    query: (ids) => ({
      onDisplayGroupIds: String(ids.categoryId),
      offDisplayGroupIds: '',
      isHideProducts: 'false',
    }),
    fields: ['status'],
    refusal: {
      query: () => ({ onDisplayGroupIds: '', offDisplayGroupIds: '' }),
      message: 'Changes to your Category has not been applied. Please try again.',
    },
  },
  {
    call: 'POST /marketplace/staffMember/updateLanguageByStaffMember.service',
    query: () => ({ language: 'en' }),
    fields: ['isSuccess'],
  },
  {
    call: 'GET /marketplace/notification/web/registerToken.ns',
    appToken: true,
    query: (ids) => ({
      browserId: 'contract-browser-1',
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_OUT',
      supplierId: String(ids.supplierId),
    }),
    fields: ['success'],
  },
  {
    call: 'GET /marketplace/print/printerService/saveSupplierInfo.service',
    query: (ids) => ({ supplier_id: String(ids.supplierId), template_id: '80MM', printer_name: 'Counter' }),
    fields: ['isSuccess'],
  },
  {
    call: 'GET /marketplace/webstore/check-testing-contacts.ns',
    query: () => ({ mobileNumber: '9876543210' }),
    fields: ['isSuccess', 'isTestingContact'],
  },
  {
    call: 'GET /marketplace/webstore/collect-data.ns',
    query: () => ({ li: '1', ll: '1', device_src: '61' }),
    fields: ['isSuccess'],
    refusal: {
      query: () => ({ device_src: '65' }),
      message: 'Choose a device code: 61 web, 62 mobile browser or iPad, 63 Android app, 64 iOS app.',
    },
  },
  // ── Language files and error reports ───────────────────────────────────────────────────────
  // The admin app's texts per language, before anyone signs in: the revision tag and the texts.
  {
    call: 'GET /mpstatic/jd-angular/client/lang/hi/translation.json',
    fields: ['revision', 'greeting.morning'],
    public: true,
  },
  {
    call: 'GET /mpstatic/jd-angular/client/lang/en/greeting.json',
    fields: ['revision', 'morning'],
    public: true,
  },
  {
    call: 'POST /marketplace/static/php/web/common_api.php',
    query: () => ({ action: 'errorMail' }),
    form: () => ({ emailText: 'Contract: TypeError: x is undefined at main.js:1:2' }),
    fields: ['isSuccess', 'logged'],
    refusal: { form: () => ({ emailText: '' }), message: 'Required Field' },
  },
  // ── Calls the first rows left out ──────────────────────────────────────────────────────────
  // The template calls are the theme designers' (the admin theme user and the platform admin).
  {
    call: 'GET /marketplace/cms/nj/theme-creation/edit-template-theme',
    asAdmin: true,
    query: (ids) => ({ themeId: String(ids.themeId) }),
    fields: ['isSuccess', 'themeId', 'data.name'],
  },
  {
    call: 'GET /marketplace/cms/nj/theme-creation/duplicate-theme',
    asAdmin: true,
    appToken: true,
    query: (ids) => ({ themeId: String(ids.themeId) }),
    fields: ['isSuccess', 'themeId'],
  },
  {
    call: 'POST /marketplace/cms/nj/canvas-image/updateByType/FAVICON',
    form: () => ({ imgUrl: '' }),
    fields: ['isSuccess', 'errorMsg'],
    refusal: { form: () => ({ imgUrl: '' }), message: 'Please Upload Favicon' },
  },
  // The multi-upload's other input: a cropped image as a data URL (a 1 × 1 PNG).
  {
    call: 'POST /marketplace/common/ajax/uploadClientFile.service?module=cmsStorage',
    form: () => ({
      base64Image:
        'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
    }),
    fields: ['isSuccess', 'isValidate', 'isError', 'data.imgURL'],
  },
  // smsapi.php as older builds call it, at the host's root.
  {
    call: 'GET /smsapi.php',
    query: () => ({ action: 'get_sms_balance' }),
    fields: ['isSuccess', 'data.credits'],
  },
  {
    call: 'POST /marketplace/static/php/web/walkThroughApi.php',
    query: () => ({ action: 'updateStatus' }),
    fields: ['isSuccess', 'data.isVirtual'],
  },
];
