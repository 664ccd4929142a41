// The add-to-cart form of the storefront contract (POST {base}/cart, action=add), which works
// without JavaScript; the client script enhances forms marked data-sk-add-to-cart.
import type { LanguageCode } from '@storekeep/domain/languages';
import { type ShopTextKey, shopText } from '@storekeep/domain/storefront-texts';
import { flag, type Html, html } from './html.ts';

export function addToCartForm(props: {
  lang: LanguageCode;
  baseUrl: string;
  productId: number;
  /** `outOfStock`: the option is disabled (its label says why), so it is never sent, with or without JavaScript. */
  variants?: Array<{ variantId: number; label: string; outOfStock?: boolean }>;
  minQuantity: string;
  returnTo: string;
  idSuffix: string;
}): Html {
  const t = (key: ShopTextKey) => shopText(props.lang, key);
  const quantityId = `sk-qty-${props.idSuffix}`;
  const variantId = `sk-variant-${props.idSuffix}`;
  const variants = props.variants ?? [];
  // The first option a shopper may buy is the chosen one, whatever is out of stock before it.
  const chosen = variants.some((v) => v.outOfStock) ? variants.find((v) => !v.outOfStock) : undefined;
  const options = variants.map(
    (v) =>
      html`<option value="${v.variantId}"${flag('selected', v === chosen)}${flag('disabled', v.outOfStock === true)}>${v.label}</option>`,
  );
  // One element a line; the parts are joined with nothing between them.
  return html`<form class="sk-shop-add" data-sk-add-to-cart="" action="${props.baseUrl}/cart" method="post">${[
    html`<input type="hidden" name="action" value="add"/>`,
    html`<input type="hidden" name="productId" value="${props.productId}"/>`,
    html`<input type="hidden" name="returnTo" value="${props.returnTo}"/>`,
    options.length > 0
      ? html`<label for="${variantId}">${t('variant')}<select id="${variantId}" name="variantId" required="">${options}</select></label>`
      : null,
    html`<label for="${quantityId}">${t('quantity')}<input id="${quantityId}" type="number" min="${props.minQuantity}" step="any" required="" name="quantity" value="${props.minQuantity}"/></label>`,
    html`<button type="submit" class="sk-shop-button">${t('addToCart')}</button>`,
    html`<p role="status" data-sk-cart-status=""></p>`,
  ]}</form>`;
}
