// What each block writes: images with alt text, banner and gallery ratios, featured products and
// categories, the shopper's language, the header, contact form, map and sanitised rich text.
import { shopText } from '@storekeep/domain/storefront-texts';
import { describe, expect, it } from 'vitest';
import { puckConfig } from './config.tsx';
import { migrateSiteDocument } from './document.ts';
import type { ProductCard } from './metadata.ts';
import { renderBlocks, sampleStore as store } from './test-helpers.ts';
import { THEMES } from './themes/index.ts';

describe('block output', () => {
  it('every image carries its alt text and tooltip (image SEO)', () => {
    const html = renderBlocks([
      {
        type: 'ImageGallery',
        props: {
          id: 'g',
          heading: '',
          columns: '3',
          effect: 'none-effect',
          images: [
            {
              image: { url: '/uploads/library/a.jpg', alt: 'Fresh mangoes', tooltip: 'Alphonso' },
              caption: '',
            },
          ],
        },
      },
    ]);
    expect(html).toMatch(
      /<img[^>]*src="\/uploads\/library\/a.jpg"[^>]*alt="Fresh mangoes"[^>]*title="Alphonso"/,
    );
    // Uploaded images offer their _500X mobile variant (the image path builder of shared-blocks §7).
    expect(html).toContain('/uploads/library/a_500X.jpg 500w');
  });

  it('a banner uses the spec ratios: 1366/550 large, 1366/284 other, 1024/400 other on mobile', () => {
    const banner = (template: 'large' | 'other') =>
      renderBlocks([
        {
          type: 'BannerCarousel',
          props: {
            id: 'b',
            slides: [{ image: { url: '/a.webp', alt: 'A', tooltip: '' }, heading: 'Hi' }],
            template,
            autoplaySeconds: 0,
            textPosition: 'left',
            effect: 'none-effect',
          },
        },
      ]);
    expect(banner('large')).toContain(`--sk-banner-ratio:${1366 / 550}`);
    expect(banner('large')).toContain(`--sk-banner-ratio-mobile:${1024 / 550}`);
    expect(banner('other')).toContain(`--sk-banner-ratio:${1366 / 284}`);
    expect(banner('other')).toContain(`--sk-banner-ratio-mobile:${1024 / 400}`);
  });

  it('the gallery tiles are 16/9', () => {
    const html = renderBlocks([
      {
        type: 'ImageGallery',
        props: {
          id: 'g',
          heading: '',
          images: [{ image: { url: '/a.webp', alt: 'A', tooltip: '' } }],
          columns: '2',
          effect: 'none-effect',
        },
      },
    ]);
    expect(html).toContain(`--sk-gallery-ratio:${16 / 9}`);
  });

  it('featured products show what the renderer put in metadata for that block, with prices in rupees', () => {
    const props = { ...puckConfig.components.FeaturedProducts.defaultProps, id: 'fp' };
    const html = renderBlocks([{ type: 'FeaturedProducts', props }], {
      store,
      catalogue: {
        categories: {},
        products: {
          fp: [
            {
              id: 'p1',
              name: 'Toor Dal 1 kg',
              href: '/s/ravi/product/toor-dal',
              imageUrl: null,
              imageAlt: '',
              pricePaise: 15900,
              mrpPaise: 17500,
              inStock: true,
              enquiryOnly: false,
            },
          ],
          other: [
            {
              id: 'p2',
              name: 'Not mine',
              href: '/x',
              imageUrl: null,
              imageAlt: '',
              pricePaise: 100,
              mrpPaise: null,
              inStock: true,
              enquiryOnly: false,
            },
          ],
        },
      },
    });
    expect(html).toContain('Toor Dal 1 kg');
    expect(html).toContain('₹159');
    expect(html).toContain('<s>₹175</s>');
    expect(html).not.toContain('Not mine');
  });

  it("featured product cards add to the storefront's cart, or link to the page that takes an option or an enquiry", () => {
    const card = (id: string, more: Partial<ProductCard> = {}): ProductCard => ({
      id,
      name: `Product ${id}`,
      href: `/s/ravi/product/${id}`,
      imageUrl: null,
      imageAlt: '',
      pricePaise: 10000,
      mrpPaise: null,
      inStock: true,
      enquiryOnly: false,
      ...more,
    });
    const props = { ...puckConfig.components.FeaturedProducts.defaultProps, id: 'fp' };
    const cards = [
      card('7', { minOrderQuantity: '2' }),
      card('8', { hasVariants: true }),
      card('9', { enquiryOnly: true }),
      card('10', { inStock: false }),
    ];
    const html = renderBlocks([{ type: 'FeaturedProducts', props }], {
      store,
      catalogue: { categories: {}, products: { fp: cards } },
    });
    const [plain, options, enquiry, soldOut] = html.split('<li').slice(1) as [string, string, string, string];
    expect(plain).toContain(`action="${store?.baseUrl}/cart" method="post"`);
    expect(plain).toContain('data-sk-add-to-cart=""');
    expect(plain).toContain('<input type="hidden" name="action" value="add"/>');
    expect(plain).toContain('<input type="hidden" name="productId" value="7"/>');
    expect(plain).toContain('<input type="hidden" name="quantity" value="2"/>');
    expect(plain).toContain('>Add to cart</button>');
    expect(options).not.toContain('<form');
    expect(options).toContain('<a class="sk-button sk-button-small" href="/s/ravi/product/8">Option</a>');
    expect(enquiry).toContain('href="/s/ravi/product/9#enquiry">Ask about this product</a>');
    expect(enquiry).toContain('Price on request');
    expect(soldOut).toContain('Out of stock');
    expect(soldOut).not.toContain('<form');
    const hindi = renderBlocks([{ type: 'FeaturedProducts', props }], {
      store: { ...(store as NonNullable<typeof store>), language: 'hi' },
      catalogue: { categories: {}, products: { fp: cards } },
    });
    expect(hindi).toContain('>कार्ट में डालें</button>');
    expect(hindi).toContain('कीमत पूछें');
    expect(hindi).not.toContain('Add to cart');
  });

  it.each(['tiles', 'circles', 'cards'] as const)(
    'featured categories (%s) show each picture sized and lazy with an empty alt (the name is the link text) and its title, and an initial when there is none',
    (layout) => {
      const props = { ...puckConfig.components.FeaturedCategories.defaultProps, id: 'fc', layout };
      const html = renderBlocks([{ type: 'FeaturedCategories', props }], {
        store,
        catalogue: {
          products: {},
          categories: {
            fc: [
              {
                id: '1',
                name: 'Sweets',
                href: '/s/ravi/category/1',
                imageUrl: '/uploads/categories/7/1-ab12.jpg',
                imageAlt: 'Sweets',
              },
              { id: '2', name: 'namkeen', href: '/s/ravi/category/2', imageUrl: null, imageAlt: 'namkeen' },
              { id: '3', name: 'क्षीर सागर', href: '/s/ravi/category/3', imageUrl: null, imageAlt: '' },
            ],
          },
        },
      });
      expect(html).toContain(`sk-categories-${layout}`);
      const [withPicture, withoutPicture, devanagari] = html.split('<li').slice(1);
      expect(withPicture).toContain('src="/uploads/categories/7/1-ab12.jpg"');
      expect(withPicture).toContain('alt=""');
      expect(withPicture).toContain('title="Sweets"');
      expect(withPicture).toContain('loading="lazy"');
      expect(withPicture).toContain('width="200" height="200"');
      // A category picture is one file: no srcset naming variants it does not have.
      expect(withPicture).not.toContain('srcSet');
      expect(withPicture).not.toContain('sk-category-fallback');
      expect(withoutPicture).not.toContain('<img');
      expect(withoutPicture).toContain('<span class="sk-category-fallback" aria-hidden="true">N</span>');
      expect(withoutPicture).toContain('<span class="sk-category-name">namkeen</span>');
      expect(devanagari).toContain('aria-hidden="true">क्षी</span>');
    },
  );

  it('a featured product picture offers its mobile variant only when the card says it exists', () => {
    const card = (id: string, imageHasVariants?: boolean) => ({
      id,
      name: `Product ${id}`,
      href: `/s/ravi/product/${id}`,
      imageUrl: `/uploads/products/7/${id}.jpg`,
      imageAlt: `Product ${id}`,
      ...(imageHasVariants === undefined ? {} : { imageHasVariants }),
      pricePaise: 1000,
      mrpPaise: null,
      inStock: true,
      enquiryOnly: false,
    });
    const props = { ...puckConfig.components.FeaturedProducts.defaultProps, id: 'fp' };
    const html = renderBlocks([{ type: 'FeaturedProducts', props }], {
      store,
      catalogue: { categories: {}, products: { fp: [card('ready', true), card('new', false), card('old')] } },
    });
    const [ready, fresh, old] = html.split('<li').slice(1);
    expect(ready).toContain(
      'srcSet="/uploads/products/7/ready_500X.jpg 500w, /uploads/products/7/ready.jpg 1366w"',
    );
    expect(fresh).toContain('src="/uploads/products/7/new.jpg"');
    expect(fresh).not.toContain('srcSet');
    expect(old).not.toContain('srcSet');
  });

  it("words the map's directions, the banner's slide links and the sticky bar in the shopper's language", () => {
    const hindi = { store: { ...store, language: 'hi' as const } };
    const map = renderBlocks(
      [
        {
          type: 'Map',
          props: { ...puckConfig.components.Map.defaultProps, id: 'm', address: 'MG Road, Pune' },
        },
      ],
      hindi,
    );
    expect(map).toContain('रास्ता देखें');
    const themeBanner = THEMES.flatMap((theme) =>
      migrateSiteDocument(theme.document).pages.flatMap((page) => page.content.content),
    ).find((block) => block.type === 'BannerCarousel' && block.props.slides.length > 1);
    if (!themeBanner) throw new Error('no shipped theme has a banner with two slides');
    const banner = renderBlocks([themeBanner], hindi);
    expect(banner).toContain('aria-label="बैनर स्लाइड"');
    expect(banner).toContain('स्लाइड 2');
    const sticky = renderBlocks(
      [
        {
          type: 'MobileStickyFooter',
          props: { ...puckConfig.components.MobileStickyFooter.defaultProps, id: 's' },
        },
      ],
      hindi,
    );
    // The placeholder of a products block with none to show yet.
    const noProducts = renderBlocks(
      [
        {
          type: 'FeaturedProducts',
          props: { ...puckConfig.components.FeaturedProducts.defaultProps, id: 'e' },
        },
      ],
      hindi,
    );
    expect(noProducts).toContain(shopText('hi', 'productsPlaceholder'));
    expect(sticky).toContain('aria-label="शॉर्टकट"');
    // The block's default labels are ours, so they read in Hindi; a label the merchant typed stays.
    expect(sticky).toContain(`<span>${shopText('hi', 'cart')}</span>`);
    expect(sticky).not.toContain('<span>Cart</span>');
    const typed = renderBlocks(
      [
        {
          type: 'MobileStickyFooter',
          props: { id: 't', items: [{ icon: 'phone', label: 'Call Ramesh', href: 'tel:9845012345' }] },
        },
      ],
      hindi,
    );
    expect(typed).toContain('<span>Call Ramesh</span>');
  });

  it('featured blocks without catalogue data say where products will show', () => {
    const html = renderBlocks([
      {
        type: 'FeaturedCategories',
        props: { ...puckConfig.components.FeaturedCategories.defaultProps, id: 'fc' },
      },
    ]);
    expect(html).toContain('Your categories will show here.');
  });

  it("in the editor, featured blocks show the store's cards they ask for, in the merchant's order", () => {
    const product = (id: string, name: string): ProductCard => ({
      id,
      name,
      href: `/s/ravi/product/${id}`,
      imageUrl: null,
      imageAlt: '',
      pricePaise: 4500,
      mrpPaise: null,
      inStock: true,
      enquiryOnly: false,
    });
    const catalogueSource = {
      products: [product('1', 'Bru Filter Coffee'), product('2', 'Basmati Rice'), product('3', 'Toor Dal')],
      categories: [{ id: '5', name: 'Staples', href: '/s/ravi/category/5', imageUrl: null, imageAlt: '' }],
      productsByCategory: { '5': ['2', '3'] },
    };
    const featured = (props: Record<string, unknown>) =>
      renderBlocks(
        [
          {
            type: 'FeaturedProducts',
            props: { ...puckConfig.components.FeaturedProducts.defaultProps, ...props },
          },
          {
            type: 'FeaturedCategories',
            props: { ...puckConfig.components.FeaturedCategories.defaultProps, id: 'fc' },
          },
        ],
        { store, catalogueSource },
      );
    const picked = featured({ id: 'fp', source: 'manual', productIds: ['3', '1'] });
    expect(picked.indexOf('Toor Dal')).toBeLessThan(picked.indexOf('Bru Filter Coffee'));
    expect(picked).not.toContain('Basmati Rice');
    expect(picked).toContain('Staples');
    const ofCategory = featured({ id: 'fp', source: 'category', categoryId: '5' });
    expect(ofCategory).toContain('Basmati Rice');
    expect(ofCategory).not.toContain('Bru Filter Coffee');
    // The renderer's own answer wins (the storefront answers every block on the server).
    const answered = renderBlocks(
      [
        {
          type: 'FeaturedProducts',
          props: { ...puckConfig.components.FeaturedProducts.defaultProps, id: 'fp' },
        },
      ],
      { store, catalogueSource, catalogue: { products: { fp: [product('9', 'Jaggery')] }, categories: {} } },
    );
    expect(answered).toContain('Jaggery');
    expect(answered).not.toContain('Toor Dal');
  });

  it('the mobile sticky footer renders nothing when its visibility is off', () => {
    const props = {
      ...puckConfig.components.MobileStickyFooter.defaultProps,
      id: 's',
      visibilityStatus: false,
    };
    expect(renderBlocks([{ type: 'MobileStickyFooter', props }])).not.toContain('data-block="sticky"');
  });

  it('the header works without JavaScript: search is a GET form, the mobile menu a <details>', () => {
    const props = { ...puckConfig.components.Header.defaultProps, id: 'h' };
    const html = renderBlocks([{ type: 'Header', props }], { store });
    expect(html).toContain('action="/s/ravi/search"');
    expect(html).toContain('<details class="sk-mobile-menu">');
    expect(html).toContain('href="/s/ravi/"');
  });

  it('the contact form posts to the store enquiry address with labelled fields', () => {
    const props = { ...puckConfig.components.ContactForm.defaultProps, id: 'cf' };
    const html = renderBlocks([{ type: 'ContactForm', props }], { store });
    expect(html).toContain('action="/s/ravi/enquiry"');
    expect(html).toContain('<label for="sk-cf-mobile">Mobile number</label>');
  });

  it('the map embeds the address without an API key', () => {
    const html = renderBlocks([
      {
        type: 'Map',
        props: {
          id: 'm',
          heading: '',
          address: 'MG Road, Indore',
          zoom: 15,
          hours: '',
          effect: 'none-effect',
        },
      },
    ]);
    expect(html).toContain('https://maps.google.com/maps?q=MG%20Road%2C%20Indore&amp;z=15&amp;output=embed');
    expect(html).not.toMatch(/key=/);
  });

  it('rich text is sanitised at render time too', () => {
    const html = renderBlocks([
      {
        type: 'RichText',
        props: {
          id: 'r',
          html: '<p>ok</p><img src=x onerror=alert(1)>',
          align: 'left',
          width: 'narrow',
          tone: 'plain',
          effect: 'none-effect',
        },
      },
    ]);
    expect(html).toContain('<p>ok</p>');
    expect(html).not.toContain('onerror');
  });
});
