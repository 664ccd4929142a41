// The add-to-cart form of the storefront contract (POST {base}/cart, action=add), which works
// without JavaScript; the client script enhances forms marked data-sk-add-to-cart.
import type { LanguageCode } from '@storekeep/domain/languages';
import { shopText } from '@storekeep/domain/storefront-texts';
import { type Html, html } from './html.ts';

export function addToCartForm(props: {
  lang: LanguageCode;
  baseUrl: string;
  productId: number;
  variants?: Array<{ variantId: number; label: string }>;
  minQuantity: string;
  returnTo: string;
  idSuffix: string;
}): Html {
  const { lang } = props;
  const quantityId = `sk-qty-${props.idSuffix}`;
  const variantId = `sk-variant-${props.idSuffix}`;
  const variants =
    props.variants && props.variants.length > 0
      ? html`<label for="${variantId}">${shopText(lang, 'variant')}<select id="${variantId}" name="variantId" required="">${props.variants.map(
          (v) => html`<option value="${v.variantId}">${v.label}</option>`,
        )}</select></label>`
      : null;
  return html`<form class="sk-shop-add" data-sk-add-to-cart="" action="${props.baseUrl}/cart" method="post"><input type="hidden" name="action" value="add"/><input type="hidden" name="productId" value="${props.productId}"/><input type="hidden" name="returnTo" value="${props.returnTo}"/>${variants}<label for="${quantityId}">${shopText(
    lang,
    'quantity',
  )}<input id="${quantityId}" type="number" min="${props.minQuantity}" step="any" required="" name="quantity" value="${props.minQuantity}"/></label><button type="submit" class="sk-shop-button">${shopText(
    lang,
    'addToCart',
  )}</button><p role="status" data-sk-cart-status=""></p></form>`;
}
