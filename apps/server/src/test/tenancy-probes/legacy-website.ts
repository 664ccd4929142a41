// Probes of the legacy app paths of the website builder and the shared blocks (modules/legacy:
// website-routes.ts, website-image-routes.ts, category-routes.ts, shared-block-routes.ts). A
// supplierId other than the session's is refused; calls without one must show and change only the
// caller's own store.
import type { Probe } from './probe.ts';

const foreignSupplier: Probe = { kind: 'foreign-ids', query: (b) => ({ supplierId: String(b.supplierId) }) };

export const LEGACY_WEBSITE_PROBES: Record<string, Probe> = {
  // The category data calls (category-data-routes.ts): B's category ids are not found.
  'GET /marketplace/products/groups/service/getAllGroupsBySupplier.service': { kind: 'own-data' },
  // By the time these run, the earlier probes' changes leave A's tree refusing a change that quotes
  // no current stamp (409) before any id is read; B's tree is compared unchanged after every probe.
  'POST /marketplace/products/groups/service/createGroup.service': {
    kind: 'own-data',
    body: (b) => ({ name: 'Probe Group', parent: b.categoryId }),
  },
  // By the time these run, the earlier probes' changes leave A's tree refusing a change that quotes
  // no current stamp (409) before any id is read; B's tree is compared unchanged after every probe.
  'POST /marketplace/products/groups/service/updateGroup.service': {
    kind: 'own-data',
    body: (b) => ({ id: b.categoryId, name: 'Probe Group' }),
  },
  // By the time these run, the earlier probes' changes leave A's tree refusing a change that quotes
  // no current stamp (409) before any id is read; B's tree is compared unchanged after every probe.
  'POST /marketplace/products/groups/service/deleteGroups.service': {
    kind: 'own-data',
    body: (b) => ({ ids: String(b.categoryId) }),
  },
  // A tree naming B's category: refused, B's tree unchanged.
  'POST /marketplace/products/groups/service/reorderCategories.service': {
    kind: 'own-data',
    body: (b) => ({ tree: JSON.stringify([{ id: b.categoryId, children: [] }]) }),
  },
  'GET /marketplace/products/groups/service/getCategorySeoDetails.service': {
    kind: 'foreign-ids',
    query: (b) => ({ id: String(b.categoryId) }),
  },
  'GET /marketplace/cms/nj/theme/modification-status': foreignSupplier,
  'GET /marketplace/cms/theme/checkThemeModificationStatus.ns': foreignSupplier,
  'GET /marketplace/cms/nj/store-setting/stickyFooterMobile/getVisibility': foreignSupplier,
  'GET /marketplace/cms/theme/categoryList.ns': { kind: 'own-data' },
  'GET /marketplace/cms/theme/getCategoryList.ns': { kind: 'own-data' },
  'GET /marketplace/cms/theme/allVerticals.ns': { kind: 'own-data' },
  'GET /marketplace/cms/theme/list.ns': { kind: 'own-data', query: () => ({ vertical: '18' }) },
  'GET /marketplace/cms/theme/getList.ns': { kind: 'own-data', query: () => ({ vertical: '18' }) },
  'GET /marketplace/cms/supplier/info.ns': foreignSupplier,
  'GET /marketplace/cms/nj/theme/user-theme': foreignSupplier,
  'GET /marketplace/cms/nj/theme/select-theme': {
    kind: 'foreign-ids',
    query: (b) => ({ themeId: '1', userThemeChange: 'true', supplierId: String(b.supplierId) }),
  },
  'GET /marketplace/cms/nj/theme-creation/edit-template-theme': {
    kind: 'foreign-ids',
    query: (b) => ({ themeId: '1', supplierId: String(b.supplierId) }),
  },
  'GET /marketplace/cms/nj/theme-creation/duplicate-theme': {
    kind: 'foreign-ids',
    query: (b) => ({ themeId: '1', supplierId: String(b.supplierId) }),
  },
  'GET /marketplace/cms/theme/checkYoutubeLink.ns': {
    kind: 'own-data',
    query: () => ({ link: 'https://youtu.be/dQw4w9WgXcQ' }),
  },
  // B's image id: answered as an image A does not have (data null), B's crop never shown.
  'GET /marketplace/cms/theme/getCropperData.ns': {
    kind: 'own-data',
    query: (b) => ({ id: String(b.siteImageId) }),
  },
  'GET /marketplace/cms/theme/getContentById.ns': foreignSupplier,
  'POST /marketplace/ajax/uploadImage.service': {
    kind: 'foreign-ids',
    query: (b) => ({ sourceName: 'openGraph', supplierId: String(b.supplierId) }),
  },
  'POST /marketplace/products/ajax/uploadGenericImage.service': {
    kind: 'foreign-ids',
    query: (b) => ({ module: 'storeLogo', supplierId: String(b.supplierId) }),
  },
  'POST /marketplace/common/ajax/uploadClientFile.service': {
    kind: 'foreign-ids',
    query: (b) => ({ module: 'cmsStorage', supplierId: String(b.supplierId) }),
  },
  'GET /marketplace/cms/nj/canvas-image/getByType/:type': {
    kind: 'own-data',
    params: () => ({ type: 'OG_IMAGE' }),
  },
  // B's uploaded image is not the caller's to set.
  'POST /marketplace/cms/nj/canvas-image/updateByType/:type': {
    kind: 'own-data',
    params: () => ({ type: 'OG_IMAGE' }),
    body: (b) => ({ imgUrl: b.siteImageUrl }),
  },
  'POST /marketplace/cms/nj/theme/update-settings': {
    kind: 'own-data',
    body: (b) => ({
      colorCode: '#ffffff',
      jsonData: { backgroundImage: b.siteImageUrl, transparencyValue: 0.5 },
      newImages: [b.siteImageUrl],
    }),
  },
  'POST /marketplace/cms/nj/delete-image/remove-image-from-system': {
    kind: 'own-data',
    body: (b) => ({ newImages: [b.siteImageUrl], deletedImages: [b.siteImageUrl] }),
  },
  'GET /marketplace/static/php/web/cmsapi.php': {
    kind: 'own-data',
    query: (b) => ({ action: 'getSeoDetails', page: 'homepage', id: b.homePageId }),
  },
  'POST /marketplace/getPackLimit.ns': {
    kind: 'foreign-ids',
    query: (b) => ({ supplierId: String(b.supplierId) }),
    body: () => ({ key: 'domain' }),
  },
  'POST /marketplace/products/groups/service/updateAutomatedProductCategory.service': {
    kind: 'foreign-ids',
    body: (b) => ({
      productGroupsCommmandjson: JSON.stringify([
        { productGroupId: b.categoryId, productGroupName: 'Taken' },
      ]),
      status: 'DELETED',
      isHideProducts: 'true',
    }),
  },
  'GET /marketplace/products/groups/ajax/changeVisibility.service': {
    kind: 'foreign-ids',
    query: (b) => ({ offDisplayGroupIds: String(b.categoryId), isHideProducts: 'true' }),
  },
  'POST /marketplace/staffMember/updateLanguageByStaffMember.service': {
    kind: 'own-data',
    query: () => ({ language: 'hi' }),
  },
  'GET /marketplace/notification/web/registerToken.ns': {
    kind: 'foreign-ids',
    query: (b) => ({
      browserId: 'alpha-browser-1',
      staffId: String(b.staffId),
      status: 'SUBSCRIBED',
      userStatus: 'LOGGED_OUT',
      supplierId: String(b.supplierId),
    }),
  },
  'GET /marketplace/print/printerService/saveSupplierInfo.service': {
    kind: 'foreign-ids',
    query: (b) => ({ supplier_id: String(b.supplierId), template_id: 'A4', printer_name: 'Taken' }),
  },
  'GET /marketplace/webstore/check-testing-contacts.ns': {
    kind: 'own-data',
    query: () => ({ mobileNumber: '9000000001' }),
  },
  // Recorded for A's own store: B's clicks (counted in B's state) do not change.
  'GET /marketplace/webstore/collect-data.ns': { kind: 'own-data', query: () => ({ device_src: '61' }) },
  // The admin app's texts: the same for every store (no store's data in them).
  'GET /mpstatic/jd-angular/client/lang/:lang/:file': {
    kind: 'own-data',
    params: () => ({ lang: 'hi', file: 'translation.json' }),
  },
};
