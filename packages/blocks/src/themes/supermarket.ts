// "Daily Mart": a bold modern supermarket — tomato red and sunshine yellow, uppercase headings,
// square corners, a centred red-and-yellow offer banner, aisles as tiles, a scrolling row of
// weekly picks and a dark "monthly list" band.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'daily-mart';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Daily Mart',
  logo: img('logo.svg', 'Daily Mart logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Staples', href: '/category/staples-oils' },
    { label: 'Home care', href: '/category/home-care' },
    { label: 'Dairy', href: '/category/dairy-bakery' },
    { label: 'Fruits', href: '/category/fruits-vegetables' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [{ network: 'whatsapp', url: 'https://wa.me/919811100000' }],
  backgroundColour: '#c92a2a',
  textColour: '#ffffff',
});

const footer = block('Footer', {
  about: 'A self-service supermarket with four aisles of everyday needs, billed at one counter.',
  columns: [
    {
      title: 'Aisles',
      links: [
        { label: 'Staples & oils', href: '/category/staples-oils' },
        { label: 'Home care', href: '/category/home-care' },
        { label: 'Dairy & bakery', href: '/category/dairy-bakery' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Contact us', href: '/contact' },
        { label: 'About the store', href: '/about-us' },
      ],
    },
  ],
  address: 'Plot 9, Sector 14 Market, Gurugram 122001',
  phone: '+91 98111 00000',
  email: 'hello@dailymart.example',
  socialLinks: [
    { network: 'whatsapp', url: 'https://wa.me/919811100000' },
    { network: 'facebook', url: 'https://facebook.com/dailymart' },
  ],
  backgroundColour: '#1a1a1a',
  textColour: '#ffffff',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'search', label: 'Search', href: '/search' },
    { icon: 'grid', label: 'Aisles', href: '/categories' },
    { icon: 'cart', label: 'Cart', href: '/cart' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('BannerCarousel', {
      template: 'other',
      autoplaySeconds: 6,
      textPosition: 'center',
      slides: [
        {
          image: img('hero-1.svg', 'Rice, oil, tea and detergent on a red banner', 'Monthly savings'),
          heading: 'Your whole monthly list, one cart',
          text: 'Atta, oil, tea, soap and detergent at supermarket prices. Flat ₹100 off above ₹1,500.',
          buttonLabel: 'Start your list',
          buttonHref: '/categories',
        },
        {
          image: img('hero-2.svg', 'A basket of bread, eggs and fruit', 'Fresh aisle'),
          heading: 'Fresh aisle restocked at 7 am',
          text: 'Bread, eggs, milk and fruit, in by morning.',
          buttonLabel: 'Shop fresh',
          buttonHref: '/category/dairy-bakery',
        },
      ],
    }),
    block('FeaturedCategories', {
      heading: 'Walk the aisles',
      source: 'all',
      limit: 4,
      layout: 'tiles',
    }),
    block('FeaturedProducts', {
      heading: 'This week’s picks',
      source: 'newest',
      limit: 8,
      webLayout: 'row',
      mobileLayout: 'scroll',
      showAddToCart: true,
    }),
    block('Amenities', {
      layout: 'cards',
      heading: 'Why shoppers switch',
      items: [
        { icon: 'tag', title: 'Prices below MRP', text: 'On over 3,000 items', detail: '' },
        { icon: 'bolt', title: 'Express billing', text: 'Ready in 20 minutes', detail: '' },
        { icon: 'card', title: 'Cards, UPI, cash', text: 'Pay at the door', detail: '' },
      ],
    }),
    block('ImageWithText', {
      image: img('gallery-1.svg', 'Stocked shelves of staples and home care', 'Aisle 3'),
      eyebrow: 'Monthly list',
      heading: 'Send us your list, we pack it',
      text: 'Photograph your handwritten list and send it on WhatsApp. We pack it, bill it and call you with the total.',
      buttonLabel: 'How it works',
      buttonHref: '/about-us',
      imageSide: 'right',
      tone: 'dark',
    }),
    block('FeaturedProducts', {
      heading: 'Best sellers',
      source: 'newest',
      limit: 4,
      webLayout: 'grid-4',
      mobileLayout: 'grid-2',
      showAddToCart: true,
    }),
    block('Map', {
      heading: 'Parking at the door',
      address: 'Sector 14 Market, Gurugram 122001',
      hours: '8 am – 11 pm, all days',
      zoom: 15,
    }),
  ],
  {
    title: 'Daily Mart — supermarket delivery in Gurugram',
    keywords: 'supermarket, monthly groceries, home care, Gurugram, delivery',
    description: 'Monthly groceries, home care and fresh aisle below MRP, delivered across Gurugram.',
  },
);

const about = page('static', 'About us', 'about-us', [
  block('RichText', {
    html: '<h2>About Daily Mart</h2><p>Four aisles, one counter, open till eleven. We opened in 2015 so our sector could shop without driving to the mall.</p>',
    width: 'wide',
  }),
]);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Bulk or office order?',
    intro: 'Tell us what you need each month and we quote within a day.',
    phone: '+91 98111 00000',
    email: 'hello@dailymart.example',
  }),
  block('Map', { heading: 'The store', address: 'Sector 14 Market, Gurugram 122001', hours: '8 am – 11 pm' }),
]);

export const dailyMart: Theme = {
  id: ID,
  name: 'Daily Mart',
  description:
    'Bold and fast: a red header, a centred offer banner, aisles as tiles and a scrolling row of picks for supermarkets and big kiranas.',
  verticals: ['grocery', 'general'],
  preview: { image: asset('preview.jpg'), primary: '#c92a2a', accent: '#fcc419', background: '#ffffff' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#c92a2a',
        onPrimary: '#ffffff',
        accent: '#fcc419',
        text: '#1a1a1a',
        muted: '#595959',
        surface: '#fff4e6',
        background: '#ffffff',
      },
      fonts: { heading: 'modern-sans', body: 'modern-sans', headingWeight: '800', headingCase: 'uppercase' },
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
          { icon: 'tag', title: 'Below MRP every day' },
          { icon: 'truck', title: 'Delivered in 2 hours' },
        ],
        alsoLike: 'Add to your list',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Staples & Oils', 'cat-1.svg'],
      ['Home Care', 'cat-2.svg'],
      ['Dairy & Bakery', 'cat-3.svg'],
      ['Fruits & Vegetables', 'cat-4.svg'],
    ]),
    products: demoProducts(ID, [
      ['Chakki Atta 10 kg', 'prod-1.svg', 449, 520],
      ['Sunflower Oil 5 L', 'prod-2.svg', 799, 899],
      ['Toned Milk 1 L', 'prod-3.svg', 56],
      ['Detergent Powder 4 kg', 'prod-4.svg', 499, 560],
      ['Assam Tea 1 kg', 'prod-5.svg', 429, 480],
      ['Mixed Fruit Jam 500 g', 'prod-6.svg', 145, 160],
      ['Robusta Bananas (6)', 'prod-7.svg', 48],
      ['Bath Soap (pack of 4)', 'prod-8.svg', 156, 180],
    ]),
  },
};
