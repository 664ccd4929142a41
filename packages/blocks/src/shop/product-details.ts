// The product details of the storefront: pictures with responsive srcset, price, options, bulk
// price tiers, minimum order quantity, and the add form, "Out of stock" or the enquiry form.
import type { LanguageCode } from '@storekeep/domain/languages';
import { formatPrice } from '@storekeep/domain/money';
import type { ShopAction } from '@storekeep/domain/storefront-listing';
import { shopText } from '@storekeep/domain/storefront-texts';
import { AddToCartForm } from './add-to-cart.tsx';
import { Price } from './product-grid.tsx';

export interface ShopImage {
  src: string;
  srcSet: string | null;
  width: number;
  height: number;
}

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
  variants: Array<{ variantId: number; name: string; pricePaise: number; mrpPaise: number }>;
  bulkTiers: Array<{ minQuantity: number; pricePaise: number }>;
}

export function ProductDetails(props: {
  lang: LanguageCode;
  baseUrl: string;
  returnTo: string;
  product: ShopProduct;
  enquiry: 'sent' | 'invalid' | null;
}) {
  const { lang, product } = props;
  const [first, ...rest] = product.images;
  const minQuantity = Number(product.minOrderQuantity);
  return (
    <article className="sk-shop-product">
      {/* A product without pictures gives its details the whole width, not an empty column. */}
      {first ? (
        <div className="sk-shop-gallery">
          <img
            src={first.src}
            srcSet={first.srcSet ?? undefined}
            sizes="(max-width: 600px) 100vw, 540px"
            alt={product.name}
            width={first.width}
            height={first.height}
            fetchPriority="high"
          />
          {rest.length > 0 ? (
            <div className="sk-shop-thumbs">
              {rest.map((image, index) => (
                <img
                  key={image.src}
                  src={image.src}
                  srcSet={image.srcSet ?? undefined}
                  sizes="72px"
                  alt={`${product.name} (${index + 2})`}
                  loading="lazy"
                  width={image.width}
                  height={image.height}
                />
              ))}
            </div>
          ) : null}
        </div>
      ) : null}
      <div>
        <h1>{product.name}</h1>
        <Price lang={lang} pricePaise={product.pricePaise} mrpPaise={product.mrpPaise} />
        {minQuantity > 1 ? (
          <p>{shopText(lang, 'minOrderQuantity', { quantity: `${minQuantity} ${product.unit}` })}</p>
        ) : null}
        {product.bulkTiers.length > 0 ? (
          <section aria-labelledby="sk-bulk">
            <h2 id="sk-bulk">{shopText(lang, 'bulkPricing')}</h2>
            <ul>
              {product.bulkTiers.map((tier) => (
                <li key={tier.minQuantity}>
                  {shopText(lang, 'bulkTier', {
                    quantity: tier.minQuantity,
                    price: `₹${formatPrice(tier.pricePaise)}`,
                  })}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {product.action === 'out-of-stock' ? (
          <p className="sk-shop-stock-out">{shopText(lang, 'outOfStock')}</p>
        ) : product.action === 'add-to-cart' ? (
          <AddToCartForm
            lang={lang}
            baseUrl={props.baseUrl}
            productId={product.productId}
            variants={product.variants.map((v) => ({
              variantId: v.variantId,
              label: `${v.name} — ₹${formatPrice(v.pricePaise)}`,
            }))}
            minQuantity={String(minQuantity)}
            returnTo={props.returnTo}
            idSuffix="product"
          />
        ) : null}
        {product.description ? <p style={{ whiteSpace: 'pre-line' }}>{product.description}</p> : null}
        {product.action === 'enquire' ? (
          <EnquiryForm
            lang={lang}
            baseUrl={props.baseUrl}
            productId={product.productId}
            state={props.enquiry}
            returnTo={props.returnTo}
          />
        ) : null}
      </div>
    </article>
  );
}

function EnquiryForm(props: {
  lang: LanguageCode;
  baseUrl: string;
  productId: number;
  state: 'sent' | 'invalid' | null;
  returnTo: string;
}) {
  const { lang } = props;
  return (
    <section id="enquiry" aria-labelledby="sk-enquiry-title">
      <h2 id="sk-enquiry-title">{shopText(lang, 'enquiryTitle')}</h2>
      {props.state === 'sent' ? (
        <p className="sk-shop-notice" role="status">
          {shopText(lang, 'enquiryThanks')}
        </p>
      ) : null}
      {props.state === 'invalid' ? (
        <p className="sk-shop-error" role="alert">
          {shopText(lang, 'enquiryInvalid')}
        </p>
      ) : null}
      <form className="sk-shop-form" method="post" action={`${props.baseUrl}/enquiry`}>
        <input type="hidden" name="productId" value={props.productId} />
        <input type="hidden" name="returnTo" value={props.returnTo} />
        <label>
          {shopText(lang, 'enquiryName')}
          <input name="name" required maxLength={100} autoComplete="name" />
        </label>
        <label>
          {shopText(lang, 'enquiryMobile')}
          <input
            name="mobileNumber"
            type="tel"
            required
            pattern="[6-9][0-9]{9}"
            maxLength={10}
            autoComplete="tel-national"
          />
        </label>
        <label>
          {shopText(lang, 'enquiryMessage')}
          <textarea name="message" required maxLength={1000} rows={4} />
        </label>
        <button type="submit" className="sk-shop-button">
          {shopText(lang, 'enquire')}
        </button>
      </form>
    </section>
  );
}
