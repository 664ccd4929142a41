// What other modules (the checkout's pages) use of the storefront: the shop a request is for, and
// a page in the shop's page chrome.
export { type ShopContext, shopOf } from './shop-context.ts';
export { renderShopPage, sendShopHtml } from './shop-page.ts';
