// "Pixel Lane": a light, technical gadget shop — paper white, graphite and signal orange,
// monospaced headings, square corners, a cover picture under the header, specs-style cards,
// products as a three-column grid, then a product row and a service form.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'pixel-lane';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Pixel Lane',
  logo: img('logo.svg', 'Pixel Lane logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Phones', href: '/category/phones' },
    { label: 'Laptops', href: '/category/laptops' },
    { label: 'Audio', href: '/category/audio' },
    { label: 'Service', href: '/contact' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/pixellane' }],
  coverImage: img('hero-1.svg', 'A laptop, phone, headphones and watch', 'New in'),
  coverHeadline: 'Tested before it is boxed',
  coverText: 'Every phone and laptop is switched on, checked and set up before it leaves the counter.',
  coverButton: { label: 'See what is new', href: '/categories' },
});

const footer = block('Footer', {
  about: 'Phones, laptops and audio with a service desk in the same shop.',
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'Phones', href: '/category/phones' },
        { label: 'Laptops', href: '/category/laptops' },
        { label: 'Audio', href: '/category/audio' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Service desk', href: '/contact' },
        { label: 'About', href: '/about-us' },
      ],
    },
  ],
  address: 'Unit 12, SP Road, Bengaluru 560002',
  phone: '+91 98333 00000',
  email: 'desk@pixellane.example',
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/pixellane' }],
  backgroundColour: '#212529',
  textColour: '#f8f9fa',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'grid', label: 'Shop', href: '/categories' },
    { icon: 'whatsapp', label: 'Chat', href: 'https://wa.me/919833300000' },
    { icon: 'cart', label: 'Cart', href: '/cart' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('Amenities', {
      layout: 'cards',
      heading: 'How we sell',
      items: [
        { icon: 'bolt', title: 'Set up free', text: 'Data moved from your old phone', detail: '' },
        { icon: 'shield', title: '1-year shop warranty', text: 'On top of the brand’s', detail: '' },
        { icon: 'card', title: 'No-cost EMI', text: 'On cards above ₹10,000', detail: '' },
        { icon: 'return', title: 'Exchange', text: 'Bring your old device', detail: '' },
      ],
    }),
    block('FeaturedProducts', {
      heading: 'Just in',
      source: 'newest',
      limit: 6,
      webLayout: 'grid-3',
      mobileLayout: 'grid-2',
      showAddToCart: true,
    }),
    block('FeaturedCategories', {
      heading: 'Pick a shelf',
      source: 'all',
      limit: 4,
      layout: 'cards',
    }),
    block('ImageWithText', {
      image: img('gallery-1.svg', 'The service desk shelves', 'Service desk'),
      eyebrow: 'Service desk',
      heading: 'Screens, batteries, ports — fixed while you wait',
      text: 'Our technicians repair most phones in under an hour, with parts that carry a 90-day warranty.',
      buttonLabel: 'Book a repair',
      buttonHref: '/contact',
      imageSide: 'left',
      tone: 'tinted',
    }),
    block('FeaturedProducts', {
      heading: 'More to explore',
      source: 'newest',
      limit: 4,
      webLayout: 'row',
      mobileLayout: 'scroll',
    }),
    block('ContactForm', {
      heading: 'Book a repair',
      intro: 'Tell us the model and the problem; we give you a price before we open it.',
      askEmail: false,
      askMessage: true,
      phone: '+91 98333 00000',
    }),
  ],
  {
    title: 'Pixel Lane — phones, laptops and repairs on SP Road',
    keywords: 'phones, laptops, audio, repairs, SP Road, Bengaluru',
    description:
      'Tested phones, laptops and audio with free set-up and a service desk on SP Road, Bengaluru.',
  },
);

const about = page('static', 'About us', 'about-us', [
  block('RichText', {
    html: '<h2>About Pixel Lane</h2><p>Started as a repair bench in 2012; now a full shop with the bench still at the back.</p>',
    width: 'wide',
  }),
]);

const contact = page('static', 'Service', 'contact', [
  block('ContactForm', {
    heading: 'Service desk',
    intro: 'Repairs, set-up and exchange quotes.',
    phone: '+91 98333 00000',
    email: 'desk@pixellane.example',
  }),
  block('Map', {
    heading: 'On SP Road',
    address: 'Unit 12, SP Road, Bengaluru 560002',
    hours: '10:30 am – 8:30 pm',
  }),
]);

export const pixelLane: Theme = {
  id: ID,
  name: 'Pixel Lane',
  description:
    'Light and technical: monospaced headings, a cover picture, spec-style cards and a repair form for gadget shops and service desks.',
  verticals: ['electronics'],
  preview: { image: asset('preview.jpg'), primary: '#b93d0b', accent: '#212529', background: '#f8f9fa' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#b93d0b',
        onPrimary: '#ffffff',
        accent: '#212529',
        text: '#16181b',
        muted: '#52575e',
        surface: '#eceef0',
        background: '#f8f9fa',
      },
      fonts: { heading: 'technical-mono', body: 'modern-sans', headingWeight: '700', headingCase: 'none' },
      corners: 'square',
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
          { icon: 'bolt', title: 'Set up free in store' },
          { icon: 'shield', title: 'Extra shop warranty' },
        ],
        alsoLike: 'Pairs well with',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Phones', 'cat-1.svg'],
      ['Laptops', 'cat-2.svg'],
      ['Audio', 'cat-3.svg'],
      ['Wearables', 'cat-4.svg'],
    ]),
    products: demoProducts(ID, [
      ['5G Phone 8/128 GB', 'prod-1.svg', 17999, 19999],
      ['14-inch Laptop i5', 'prod-2.svg', 54990, 61990],
      ['Wireless Headphones', 'prod-3.svg', 3499, 4999],
      ['Smart Watch', 'prod-4.svg', 2999],
      ['Bluetooth Speaker', 'prod-5.svg', 1799, 2499],
      ['True Wireless Earbuds', 'prod-6.svg', 1499, 1999],
      ['Action Camera 4K', 'prod-7.svg', 8999],
      ['65 W Fast Charger', 'prod-8.svg', 1299, 1599],
    ]),
  },
};
