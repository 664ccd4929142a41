// The add-to-cart form of the storefront contract (POST {base}/cart, action=add), which works
// without JavaScript; the client script enhances forms marked data-sk-add-to-cart.
import type { LanguageCode } from '@storekeep/domain/languages';
import { shopText } from '@storekeep/domain/storefront-texts';

export function AddToCartForm(props: {
  lang: LanguageCode;
  baseUrl: string;
  productId: number;
  variants?: Array<{ variantId: number; label: string }>;
  minQuantity: string;
  returnTo: string;
  idSuffix: string;
}) {
  const quantityId = `sk-qty-${props.idSuffix}`;
  const variantId = `sk-variant-${props.idSuffix}`;
  return (
    <form className="sk-shop-add" method="post" action={`${props.baseUrl}/cart`} data-sk-add-to-cart="">
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="productId" value={props.productId} />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      {props.variants && props.variants.length > 0 ? (
        <label htmlFor={variantId}>
          {shopText(props.lang, 'variant')}
          <select id={variantId} name="variantId" required>
            {props.variants.map((v) => (
              <option key={v.variantId} value={v.variantId}>
                {v.label}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label htmlFor={quantityId}>
        {shopText(props.lang, 'quantity')}
        <input
          id={quantityId}
          type="number"
          name="quantity"
          min={props.minQuantity}
          step="any"
          defaultValue={props.minQuantity}
          required
        />
      </label>
      <button type="submit" className="sk-shop-button">
        {shopText(props.lang, 'addToCart')}
      </button>
      <p role="status" data-sk-cart-status="" />
    </form>
  );
}
