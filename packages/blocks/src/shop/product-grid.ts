// The storefront's product cards (category listing, search results): picture (or a neutral square), name, price with
// MRP, and the add form, an enquiry link or "Out of stock" by the shop's rules.
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPrice } from '@storekeep/domain/money';
import { productPath } from '@storekeep/domain/product-slug';
import type { ShopAction } from '@storekeep/domain/storefront-listing';
import { shopText } from '@storekeep/domain/storefront-texts';
import { addToCartForm } from './add-to-cart.ts';
import { type Html, html } from './html.ts';
import { noPicture, type PictureFiles, picture } from './picture.ts';

export interface ShopCard {
  productId: number;
  name: string;
  href: string;
  /** The card's picture; null draws the neutral square with the name's initial. */
  picture: PictureFiles | null;
  pricePaise: number;
  mrpPaise: number;
  action: ShopAction;
  minOrderQuantity: string;
  /** Products with options are chosen on their own page. */
  hasVariants: boolean;
}

export function price(lang: LanguageCode, pricePaise: number, mrpPaise: number): Html {
  const mrp =
    mrpPaise > pricePaise
      ? html`<s class="sk-shop-mrp"><span class="sk-visually-hidden">${`${shopText(lang, 'mrp')} `}</span>${`₹${formatPrice(mrpPaise)}`}</s>`
      : null;
  return html`<p><span class="sk-shop-price">${`₹${formatPrice(pricePaise)}`}</span>${mrp}</p>`;
}

function cardAction(props: { lang: LanguageCode; baseUrl: string; returnTo: string }, card: ShopCard): Html {
  const { lang } = props;
  if (card.action === 'out-of-stock')
    return html`<p class="sk-shop-stock-out">${shopText(lang, 'outOfStock')}</p>`;
  if (card.action === 'enquire')
    return html`<a href="${`${card.href}#enquiry`}">${shopText(lang, 'enquiryTitle')}</a>`;
  if (card.hasVariants) return html`<a href="${card.href}">${shopText(lang, 'variant')}</a>`;
  return addToCartForm({
    lang,
    baseUrl: props.baseUrl,
    productId: card.productId,
    minQuantity: card.minOrderQuantity,
    returnTo: props.returnTo,
    idSuffix: String(card.productId),
  });
}

export function productGrid(props: {
  lang: LanguageCode;
  baseUrl: string;
  returnTo: string;
  cards: ShopCard[];
}): Html {
  // The empty state keeps a way on: back to the store's home page.
  if (props.cards.length === 0)
    return html`<div class="sk-shop-empty"><p>${shopText(props.lang, 'noProducts')}</p><a class="sk-shop-button" href="${`${props.baseUrl}/`}">${shopText(props.lang, 'checkoutContinue')}</a></div>`;
  const cards = props.cards.map(
    (card, index) =>
      html`<li class="sk-shop-card">${[
        // Half the screen in a phone's two columns, a ~220 px column on wider screens; the first
        // row of a phone is above the fold, the rest load as they come near.
        card.picture
          ? picture(card.picture, {
              alt: card.name,
              sizes: '(max-width: 600px) 50vw, 220px',
              eager: index < 2,
            })
          : noPicture(card.name),
        html`<h2><a href="${card.href}">${card.name}</a></h2>`,
        price(props.lang, card.pricePaise, card.mrpPaise),
        cardAction(props, card),
      ]}</li>`,
  );
  return html`<ul class="sk-shop-grid">${cards}</ul>`;
}

/**
 * A store's catalogue by category, for its home page while no site is published: each card's
 * name (h3, under the section's h2) and its price as the listing shows it.
 */
export function catalogueSections(props: {
  lang: LanguageCode;
  baseUrl: string;
  sections: Array<{
    name: string;
    products: Array<{ productId: number; slug: string; name: string; pricePaise: number; mrpPaise: number }>;
  }>;
}): Html {
  return html`${props.sections.map((section) => {
    const cards = section.products.map(
      (p) =>
        html`<li class="sk-shop-card">${[
          html`<h3><a href="${`${props.baseUrl}${productPath(p.slug)}`}">${p.name}</a></h3>`,
          price(props.lang, p.pricePaise, p.mrpPaise),
        ]}</li>`,
    );
    return html`<section><h2>${section.name}</h2><ul class="sk-shop-grid">${cards}</ul></section>`;
  })}`;
}
