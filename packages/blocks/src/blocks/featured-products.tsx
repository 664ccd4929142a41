// Featured products, live from the catalogue: the block stores its selection, the renderer puts
// the cards in metadata.catalogue.products[blockId]. Web and mobile layouts are chosen apart.

import type { ComponentConfig } from '@puckeditor/core';
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPrice } from '@storekeep/domain/money';
import { discountPercent } from '@storekeep/domain/price';
import { shopText } from '@storekeep/domain/storefront-texts';
import { z } from 'zod';
import { productCardsFor } from '../catalogue.ts';
import { defaultEffectField } from '../fields/effect-field.tsx';
import { placedEffectField } from '../fields/effect-placement.ts';
import { categoryField, idListField } from '../fields/id-list-field.tsx';
import { selectField, yesNoField } from '../fields/simple-fields.ts';
import { type BlocksMetadata, languageOf, type ProductCard, storeHref, storeOf } from '../metadata.ts';
import { blockBaseSchema, Heading, Img, type PuckId, Section } from './shared.tsx';

export const featuredProductsPropsSchema = blockBaseSchema.extend({
  heading: z.string().max(120).default('Featured products'),
  source: z.enum(['newest', 'category', 'manual']).default('newest'),
  categoryId: z.string().max(64).default(''),
  productIds: z.array(z.string().max(64)).max(40).default([]),
  limit: z.number().int().min(1).max(40).default(8),
  webLayout: z.enum(['grid-4', 'grid-3', 'row']).default('grid-4'),
  mobileLayout: z.enum(['grid-2', 'list', 'scroll']).default('grid-2'),
  showAddToCart: z.boolean().default(true),
});
export type FeaturedProductsProps = z.infer<typeof featuredProductsPropsSchema>;

function Price({ product, lang }: { product: ProductCard; lang: LanguageCode }) {
  if (product.enquiryOnly) return <span className="sk-price">{shopText(lang, 'priceOnRequest')}</span>;
  const off =
    product.mrpPaise && product.mrpPaise > product.pricePaise
      ? discountPercent(product.mrpPaise, product.pricePaise)
      : 0;
  return (
    <span className="sk-price">
      <strong>{formatPrice(product.pricePaise, { symbol: true })}</strong>
      {off > 0 && product.mrpPaise ? (
        <>
          <s>{formatPrice(product.mrpPaise, { symbol: true })}</s>
          <em>{shopText(lang, 'percentOff', { percent: Math.round(off) })}</em>
        </>
      ) : null}
    </span>
  );
}

/**
 * What a card offers under its price, as the listing's cards do: an enquiry product links to its
 * enquiry form, a product with options to its page (the option is chosen there), any other is
 * added by the storefront's cart form (POST {base}/cart, action=add; the storefront script adds
 * it in the background and the badge counts it; without JavaScript the cart page opens).
 */
function CardAction({
  product,
  lang,
  cartUrl,
}: {
  product: ProductCard;
  lang: LanguageCode;
  cartUrl: string;
}) {
  if (product.enquiryOnly)
    return (
      <a className="sk-button sk-button-small" href={`${product.href}#enquiry`}>
        {shopText(lang, 'enquiryTitle')}
      </a>
    );
  if (product.hasVariants)
    return (
      <a className="sk-button sk-button-small" href={product.href}>
        {shopText(lang, 'variant')}
      </a>
    );
  return (
    <form method="post" action={cartUrl} className="sk-add-form" data-sk-add-to-cart="">
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value={product.minOrderQuantity ?? '1'} />
      <button type="submit" className="sk-button sk-button-small">
        {shopText(lang, 'addToCart')}
      </button>
      <p className="sk-add-status" role="status" data-sk-cart-status="" />
    </form>
  );
}

export function FeaturedProducts(props: FeaturedProductsProps & PuckId & { metadata?: BlocksMetadata }) {
  const products = productCardsFor({ type: 'FeaturedProducts', props: { ...props } }, props.metadata);
  const store = storeOf(props.metadata);
  const lang = languageOf(props.metadata);
  return (
    <Section
      kind="products"
      effect={props.effect}
      label={props.heading || 'Products'}
      className={`sk-products-web-${props.webLayout} sk-products-mobile-${props.mobileLayout}`}
    >
      <div className="sk-wrap">
        <Heading text={props.heading} />
        {products.length === 0 ? (
          <p className="sk-placeholder">{shopText(lang, 'productsPlaceholder')}</p>
        ) : (
          <ul className="sk-product-list">
            {products.slice(0, props.limit).map((product) => (
              <li key={product.id} className="sk-product">
                <a href={product.href} className="sk-product-link">
                  <span className="sk-product-img">
                    {product.imageUrl ? (
                      // The name is the link's text just below: the picture adds nothing (empty alt).
                      <Img
                        image={{ url: product.imageUrl, alt: '', tooltip: product.name }}
                        sizes="(max-width: 767px) 50vw, 25vw"
                        variants={product.imageHasVariants ?? false}
                      />
                    ) : (
                      // No photo: a neutral square in the theme's colours with the name's first letter.
                      <span className="sk-noimg" aria-hidden="true">
                        {Array.from(product.name.trim())[0]?.toLocaleUpperCase()}
                      </span>
                    )}
                    {!product.inStock ? (
                      <span className="sk-badge">{shopText(lang, 'outOfStock')}</span>
                    ) : null}
                  </span>
                  <span className="sk-product-name">{product.name}</span>
                  <Price product={product} lang={lang} />
                </a>
                {props.showAddToCart && product.inStock ? (
                  <CardAction product={product} lang={lang} cartUrl={storeHref(store, '/cart')} />
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </Section>
  );
}

export const featuredProductsConfig: ComponentConfig<FeaturedProductsProps> = {
  label: 'Featured products',
  defaultProps: featuredProductsPropsSchema.parse({}),
  fields: {
    heading: { type: 'text', label: 'Heading' },
    source: selectField('Products', {
      newest: 'Newest products',
      category: 'From one category',
      manual: 'Products I pick',
    }),
    categoryId: categoryField('Category (for "From one category")'),
    productIds: idListField('Products I pick', 'products'),
    limit: { type: 'number', label: 'How many', min: 1, max: 40 },
    webLayout: selectField('Web layout', {
      'grid-4': 'Grid of 4',
      'grid-3': 'Grid of 3',
      row: 'One scrolling row',
    }),
    mobileLayout: selectField('Mobile layout', {
      'grid-2': 'Grid of 2',
      list: 'List',
      scroll: 'Scrolling row',
    }),
    showAddToCart: yesNoField('Add-to-cart button'),
    effect: defaultEffectField,
  },
  // The category picker only for "From one category", the product picker only for "Products I pick".
  resolveFields: (data, params) => ({
    ...params.fields,
    categoryId: { ...params.fields.categoryId, visible: data.props.source === 'category' },
    productIds: { ...params.fields.productIds, visible: data.props.source === 'manual' },
    effect: placedEffectField('FeaturedProducts', data, params),
  }),
  render: ({ puck, ...props }) => <FeaturedProducts {...props} metadata={puck.metadata} />,
};
