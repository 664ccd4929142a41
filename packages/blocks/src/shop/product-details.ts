// The product details of the storefront: pictures (webp and the original's format at their sizes), price, options (an
// option out of stock says so and cannot be chosen), bulk price tiers, minimum order quantity, and the add form, "Out of
// stock" or the enquiry form.
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPrice } from '@storekeep/domain/money';
import type { ShopAction } from '@storekeep/domain/storefront-listing';
import { type ShopTextKey, shopText } from '@storekeep/domain/storefront-texts';
import { addToCartForm } from './add-to-cart.ts';
import { type Html, html } from './html.ts';
import { type PictureFiles, picture } from './picture.ts';
import { price } from './product-grid.ts';

export type ShopImage = PictureFiles;

export interface ShopProduct {
  productId: number;
  name: string;
  description: string;
  pricePaise: number;
  mrpPaise: number;
  unit: string;
  minOrderQuantity: string;
  action: ShopAction;
  images: ShopImage[];
  /** `inStock`: the store sells it now (the cart's rule); the others are marked and cannot be chosen. */
  variants: Array<{
    variantId: number;
    name: string;
    pricePaise: number;
    mrpPaise: number;
    inStock: boolean;
  }>;
  bulkTiers: Array<{ minQuantity: number; pricePaise: number }>;
}

function gallery(product: ShopProduct): Html | null {
  const [first, ...rest] = product.images;
  // A product without pictures gives its details the whole width, not an empty column.
  if (!first) return null;
  const thumbs =
    rest.length > 0
      ? html`<div class="sk-shop-thumbs">${rest.map((image, index) =>
          picture(image, { alt: `${product.name} (${index + 2})`, sizes: '72px' }),
        )}</div>`
      : null;
  // The first picture is above the fold: loaded at once, first.
  const main = picture(first, {
    alt: product.name,
    sizes: '(max-width: 600px) 100vw, 540px',
    eager: true,
    highPriority: true,
  });
  return html`<div class="sk-shop-gallery">${main}${thumbs}</div>`;
}

export function productDetails(props: {
  lang: LanguageCode;
  baseUrl: string;
  returnTo: string;
  product: ShopProduct;
  enquiry: 'sent' | 'invalid' | null;
}): Html {
  const { lang, product } = props;
  const minQuantity = Number(product.minOrderQuantity);
  const tiers = product.bulkTiers.map(
    (tier) =>
      html`<li>${shopText(lang, 'bulkTier', { quantity: tier.minQuantity, price: `₹${formatPrice(tier.pricePaise)}` })}</li>`,
  );
  const minimum = shopText(lang, 'minOrderQuantity', { quantity: `${minQuantity} ${product.unit}` });
  // One element a line; the parts are joined with nothing between them.
  return html`<article class="sk-shop-product">${gallery(product)}<div>${[
    html`<h1>${product.name}</h1>`,
    price(lang, product.pricePaise, product.mrpPaise),
    minQuantity > 1 ? html`<p>${minimum}</p>` : null,
    tiers.length > 0
      ? html`<section aria-labelledby="sk-bulk"><h2 id="sk-bulk">${shopText(lang, 'bulkPricing')}</h2><ul>${tiers}</ul></section>`
      : null,
    product.action === 'out-of-stock'
      ? html`<p class="sk-shop-stock-out">${shopText(lang, 'outOfStock')}</p>`
      : product.action === 'add-to-cart'
        ? addToCartForm({
            lang,
            baseUrl: props.baseUrl,
            productId: product.productId,
            variants: product.variants.map((v) => ({
              variantId: v.variantId,
              label: `${v.name} — ₹${formatPrice(v.pricePaise)}${v.inStock ? '' : ` — ${shopText(lang, 'outOfStock')}`}`,
              outOfStock: !v.inStock,
            })),
            minQuantity: String(minQuantity),
            returnTo: props.returnTo,
            idSuffix: 'product',
          })
        : null,
    product.description ? html`<p style="white-space:pre-line">${product.description}</p>` : null,
    product.action === 'enquire'
      ? enquiryForm({ ...props, productId: product.productId, state: props.enquiry })
      : null,
  ]}</div></article>`;
}

function enquiryForm(props: {
  lang: LanguageCode;
  baseUrl: string;
  productId: number;
  state: 'sent' | 'invalid' | null;
  returnTo: string;
}): Html {
  const t = (key: ShopTextKey) => shopText(props.lang, key);
  return html`<section id="enquiry" aria-labelledby="sk-enquiry-title">${[
    html`<h2 id="sk-enquiry-title">${t('enquiryTitle')}</h2>`,
    props.state === 'sent' ? html`<p class="sk-shop-notice" role="status">${t('enquiryThanks')}</p>` : null,
    props.state === 'invalid' ? html`<p class="sk-shop-error" role="alert">${t('enquiryInvalid')}</p>` : null,
    html`<form class="sk-shop-form" action="${`${props.baseUrl}/enquiry`}" method="post">${[
      html`<input type="hidden" name="productId" value="${props.productId}"/>`,
      html`<input type="hidden" name="returnTo" value="${props.returnTo}"/>`,
      html`<label>${t('enquiryName')}<input required="" maxLength="100" autoComplete="name" name="name"/></label>`,
      html`<label>${t('enquiryMobile')}<input type="tel" required="" pattern="[6-9][0-9]{9}" maxLength="10" autoComplete="tel-national" name="mobileNumber"/></label>`,
      html`<label>${t('enquiryMessage')}<textarea name="message" required="" maxLength="1000" rows="4"></textarea></label>`,
      html`<button type="submit" class="sk-shop-button">${t('enquire')}</button>`,
    ]}</form>`,
  ]}</section>`;
}
