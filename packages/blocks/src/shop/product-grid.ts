// The storefront's product cards (category listing, search results): picture, name, price with
// MRP, and the add form, an enquiry link or "Out of stock" by the shop's rules.
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPrice } from '@storekeep/domain/money';
import type { ShopAction } from '@storekeep/domain/storefront-listing';
import { shopText } from '@storekeep/domain/storefront-texts';
import { AddToCartForm } from './add-to-cart.tsx';

export interface ShopCard {
  productId: number;
  name: string;
  href: string;
  imageUrl: string | null;
  pricePaise: number;
  mrpPaise: number;
  action: ShopAction;
  minOrderQuantity: string;
  /** Products with options are chosen on their own page. */
  hasVariants: boolean;
}

export function Price({
  lang,
  pricePaise,
  mrpPaise,
}: {
  lang: LanguageCode;
  pricePaise: number;
  mrpPaise: number;
}) {
  return (
    <p>
      <span className="sk-shop-price">{`₹${formatPrice(pricePaise)}`}</span>
      {mrpPaise > pricePaise ? (
        <s className="sk-shop-mrp">
          <span className="sk-visually-hidden">{`${shopText(lang, 'mrp')} `}</span>
          {`₹${formatPrice(mrpPaise)}`}
        </s>
      ) : null}
    </p>
  );
}

export function ProductGrid(props: {
  lang: LanguageCode;
  baseUrl: string;
  returnTo: string;
  cards: ShopCard[];
}) {
  if (props.cards.length === 0) return <p>{shopText(props.lang, 'noProducts')}</p>;
  return (
    <ul className="sk-shop-grid">
      {props.cards.map((card) => (
        <li key={card.productId} className="sk-shop-card">
          {card.imageUrl ? (
            <img
              src={card.imageUrl}
              alt={card.name}
              loading="lazy"
              decoding="async"
              width={200}
              height={200}
            />
          ) : null}
          <h2>
            <a href={card.href}>{card.name}</a>
          </h2>
          <Price lang={props.lang} pricePaise={card.pricePaise} mrpPaise={card.mrpPaise} />
          {card.action === 'out-of-stock' ? (
            <p className="sk-shop-stock-out">{shopText(props.lang, 'outOfStock')}</p>
          ) : card.action === 'enquire' ? (
            <a href={`${card.href}#enquiry`}>{shopText(props.lang, 'enquiryTitle')}</a>
          ) : card.hasVariants ? (
            <a href={card.href}>{shopText(props.lang, 'variant')}</a>
          ) : (
            <AddToCartForm
              lang={props.lang}
              baseUrl={props.baseUrl}
              productId={card.productId}
              minQuantity={card.minOrderQuantity}
              returnTo={props.returnTo}
              idSuffix={String(card.productId)}
            />
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * A store's catalogue by category, for its home page while no site is published: each card's
 * name (h3, under the section's h2) and its price as the listing shows it.
 */
export function CatalogueSections(props: {
  lang: LanguageCode;
  baseUrl: string;
  sections: Array<{
    name: string;
    products: Array<{ productId: number; name: string; pricePaise: number; mrpPaise: number }>;
  }>;
}) {
  return props.sections.map((section) => (
    <section key={section.name}>
      <h2>{section.name}</h2>
      <ul className="sk-shop-grid">
        {section.products.map((p) => (
          <li key={p.productId} className="sk-shop-card">
            <h3>
              <a href={`${props.baseUrl}/product/${p.productId}`}>{p.name}</a>
            </h3>
            <Price lang={props.lang} pricePaise={p.pricePaise} mrpPaise={p.mrpPaise} />
          </li>
        ))}
      </ul>
    </section>
  ));
}
