// "Corner Store": a cheerful everyday store — cobalt and sunshine yellow, friendly sans, slim
// banners, category cards, a weekly-offers row, store notes and a custom announcement strip.
import { encodeCustomHtml } from '../custom-html.ts';
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'corner-store';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Corner Store',
  logo: img('logo.svg', 'Corner Store logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Groceries', href: '/category/groceries' },
    { label: 'Home care', href: '/category/home-care' },
    { label: 'Stationery', href: '/category/stationery' },
    { label: 'Electricals', href: '/category/electricals' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [{ network: 'whatsapp', url: 'https://wa.me/919900000000' }],
  backgroundColour: '#1d4ed8',
  textColour: '#ffffff',
});

const footer = block('Footer', {
  about: 'Everything for the home, one tap away. Family-run since 2004.',
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'Groceries', href: '/category/groceries' },
        { label: 'Home care', href: '/category/home-care' },
        { label: 'Stationery', href: '/category/stationery' },
      ],
    },
    {
      title: 'Store',
      links: [
        { label: 'About us', href: '/about-us' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  ],
  address: 'Opp. Bus Stand, MG Road, Indore 452001',
  phone: '+91 99000 00000',
  socialLinks: [
    { network: 'whatsapp', url: 'https://wa.me/919900000000' },
    { network: 'facebook', url: 'https://facebook.com/cornerstore' },
  ],
  backgroundColour: '#172554',
  textColour: '#dbeafe',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'grid', label: 'Categories', href: '/categories' },
    { icon: 'search', label: 'Search', href: '/search' },
    { icon: 'cart', label: 'Cart', href: '/cart' },
  ],
});

const announcement = encodeCustomHtml(
  '<div style="display:flex;gap:12px;align-items:center;justify-content:center;flex-wrap:wrap;padding:14px;background:#fef08a;border-radius:12px;font:600 16px system-ui,sans-serif;color:#172554">Diwali week: extra 10% off home care with code <span style="background:#1d4ed8;color:#fff;padding:4px 10px;border-radius:8px;letter-spacing:.08em">DIYA10</span></div>',
);

const home = page(
  'home',
  'Home',
  '',
  [
    block('BannerCarousel', {
      template: 'other',
      autoplaySeconds: 5,
      slides: [
        {
          image: img('hero-1.svg', 'Household goods and stationery', 'Everything for the home'),
          heading: 'Everything for the home',
          text: 'Groceries, cleaning, stationery and bulbs — delivered in 2 hours.',
          buttonLabel: 'Start shopping',
          buttonHref: '/categories',
        },
        {
          image: img('hero-2.svg', 'Cleaning supplies and a basket', 'Weekly offers'),
          heading: 'Weekly offers',
          text: 'Fresh deals every Monday.',
          buttonLabel: 'See offers',
          buttonHref: '/offers',
        },
      ],
    }),
    block('CustomHtml', { ...announcement, height: 80, mobileHeight: 130, title: 'Current offer' }),
    block('FeaturedCategories', { heading: 'Shop by department', source: 'all', limit: 4, layout: 'cards' }),
    block('FeaturedProducts', {
      heading: 'Popular this week',
      source: 'newest',
      limit: 8,
      webLayout: 'grid-4',
      mobileLayout: 'grid-2',
      showAddToCart: true,
    }),
    block('Amenities', {
      heading: 'Shopping made simple',
      layout: 'cards',
      items: [
        { icon: 'truck', title: '2-hour delivery', text: 'Anywhere within 6 km of MG Road.', detail: '' },
        { icon: 'whatsapp', title: 'Order on WhatsApp', text: 'Send your list, we do the rest.', detail: '' },
        { icon: 'card', title: 'Pay on delivery', text: 'Cash, UPI or card at your door.', detail: '' },
        { icon: 'tag', title: 'Fair prices', text: 'At or below MRP on every item.', detail: '' },
      ],
    }),
    block('ImageWithText', {
      image: img('story.svg', 'Our store owner behind the counter', 'Since 2004'),
      eyebrow: 'Family-run since 2004',
      heading: 'Your neighbourhood store, now online',
      text: 'Twenty years on MG Road, and we still know most of our customers by name. Now you can shop our whole store from your phone.',
      buttonLabel: 'About us',
      buttonHref: '/about-us',
      imageSide: 'left',
    }),
    block('RichText', {
      html: '<h2>Store hours</h2><p>Monday to Saturday 8 am – 10 pm · Sunday 9 am – 1 pm</p><p>Orders after 8 pm are delivered the next morning.</p>',
      align: 'center',
      tone: 'tinted',
      effect: 'fade-in',
    }),
  ],
  {
    title: 'Corner Store — groceries and home needs delivered in Indore',
    keywords: 'general store, groceries, home care, stationery, Indore, delivery',
    description:
      'Groceries, cleaning supplies, stationery and electricals delivered in 2 hours across Indore.',
  },
);

const about = page('static', 'About us', 'about-us', [
  block('RichText', {
    html: '<h2>About Corner Store</h2><p>Started by the Jain family in 2004, Corner Store stocks over 3,000 everyday products.</p>',
  }),
  block('ImageGallery', {
    heading: 'Inside the store',
    columns: '2',
    images: [{ image: img('gallery-1.svg', 'Store shelves'), caption: 'Aisle 1' }],
  }),
]);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Need something we do not list?',
    intro: 'Ask us — we can usually get it by tomorrow.',
    phone: '+91 99000 00000',
  }),
  block('Map', {
    heading: 'The store',
    address: 'MG Road, Opp. Bus Stand, Indore 452001',
    hours: 'Mon – Sat 8 am – 10 pm',
  }),
]);

export const cornerStore: Theme = {
  id: ID,
  name: 'Corner Store',
  description:
    'Cheerful and practical: slim banners, department cards, weekly offers and an announcement strip for general stores.',
  verticals: ['general', 'grocery'],
  preview: { image: asset('preview.jpg'), primary: '#1d4ed8', accent: '#facc15', background: '#ffffff' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#1d4ed8',
        onPrimary: '#ffffff',
        accent: '#eab308',
        text: '#0f172a',
        muted: '#526077',
        surface: '#eef3ff',
        background: '#ffffff',
      },
      fonts: { heading: 'humanist-sans', body: 'humanist-sans', headingWeight: '800', headingCase: 'none' },
      corners: 'soft',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [
      home,
      about,
      contact,
      ...templatePages(kit, {
        perks: [
          { icon: 'truck', title: '2-hour delivery' },
          { icon: 'card', title: 'Pay on delivery' },
        ],
        alsoLike: 'Customers also bought',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Groceries', 'cat-1.svg'],
      ['Home care', 'cat-2.svg'],
      ['Stationery', 'cat-3.svg'],
      ['Electricals', 'cat-4.svg'],
    ]),
    products: demoProducts(ID, [
      ['Liquid Detergent 2 L', 'prod-1.svg', 399, 449],
      ['LED Bulb 9 W (pack of 2)', 'prod-2.svg', 179, 240],
      ['Ruled Notebook, 200 pages', 'prod-3.svg', 65],
      ['Rose Soap (pack of 4)', 'prod-4.svg', 160, 180],
      ['Plastic Bucket 16 L', 'prod-5.svg', 249],
      ['Storage Box Set', 'prod-6.svg', 499, 650],
      ['Phenyl Floor Cleaner 1 L', 'prod-7.svg', 110],
      ['Sona Masoori Rice 10 kg', 'prod-8.svg', 690, 760],
    ]),
  },
};
