// "Circuit": a dark, high-contrast electronics store — navy and electric blue, technical type for
// headings, launches in a scrolling row, EMI and warranty up front, and a bulk-order form.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'circuit';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Circuit',
  logo: img('logo.svg', 'Circuit logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Phones', href: '/category/phones' },
    { label: 'Laptops', href: '/category/laptops' },
    { label: 'Audio', href: '/category/audio' },
    { label: 'Wearables', href: '/category/wearables' },
    { label: 'Deals', href: '/deals' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [
    { network: 'youtube', url: 'https://youtube.com/@circuitstore' },
    { network: 'x', url: 'https://x.com/circuitstore' },
  ],
  backgroundColour: '#0b1220',
  textColour: '#e6edf7',
});

const footer = block('Footer', {
  about: 'Authorised reseller of leading brands. Genuine products, GST invoice on every order.',
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
      title: 'Support',
      links: [
        { label: 'Warranty & repairs', href: '/warranty' },
        { label: 'EMI options', href: '/emi' },
        { label: 'Bulk orders', href: '/contact' },
      ],
    },
  ],
  address: '2nd floor, Lamington Road, Mumbai 400007',
  phone: '+91 22 4000 0000',
  email: 'care@circuit.example',
  socialLinks: [
    { network: 'youtube', url: 'https://youtube.com/@circuitstore' },
    { network: 'instagram', url: 'https://instagram.com/circuitstore' },
  ],
  backgroundColour: '#060b14',
  textColour: '#c5d3e8',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'grid', label: 'Shop', href: '/categories' },
    { icon: 'search', label: 'Search', href: '/search' },
    { icon: 'cart', label: 'Cart', href: '/cart' },
    { icon: 'phone', label: 'Call', href: 'tel:+912240000000' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('BannerCarousel', {
      template: 'large',
      autoplaySeconds: 6,
      slides: [
        {
          image: img('hero-1.svg', 'Laptop, phone, headphones and smartwatch', 'Upgrade season'),
          heading: 'Upgrade season is here',
          text: 'Up to 30% off laptops and phones, with no-cost EMI from ₹1,999 a month.',
          buttonLabel: 'Shop the deals',
          buttonHref: '/deals',
        },
        {
          image: img('hero-2.svg', 'Headphones and a speaker', 'Hear everything'),
          heading: 'Sound that moves you',
          text: 'Noise-cancelling headphones and party speakers from top brands.',
          buttonLabel: 'Explore audio',
          buttonHref: '/category/audio',
        },
        {
          image: img('hero-3.svg', 'Camera and smartwatch', 'Capture more'),
          heading: 'Capture every moment',
          text: 'Mirrorless cameras and wearables, with free screen protection.',
          buttonLabel: 'See cameras',
          buttonHref: '/category/cameras',
        },
      ],
    }),
    block('Amenities', {
      layout: 'strip',
      items: [
        { icon: 'card', title: 'No-cost EMI', text: 'On cards above ₹10,000', detail: '' },
        { icon: 'shield', title: '100% genuine', text: 'Brand warranty + GST bill', detail: '' },
        { icon: 'truck', title: 'Free delivery', text: 'Next day in Mumbai', detail: '' },
        { icon: 'return', title: '7-day replacement', text: 'For manufacturing defects', detail: '' },
      ],
    }),
    block('FeaturedCategories', {
      heading: 'Browse by category',
      source: 'all',
      limit: 5,
      layout: 'tiles',
      effect: 'zoom-in',
    }),
    block('FeaturedProducts', {
      heading: 'New launches',
      source: 'newest',
      limit: 8,
      webLayout: 'row',
      mobileLayout: 'scroll',
      showAddToCart: true,
    }),
    block('ImageWithText', {
      image: img(
        'gallery-1.svg',
        'Our experience zone with phones and laptops on display',
        'Experience zone',
      ),
      eyebrow: 'Visit the experience zone',
      heading: 'Try before you buy',
      text: 'Every phone, laptop and speaker on our site is on display at Lamington Road. Bring your old device — we will give you the best exchange price in town.',
      buttonLabel: 'Get directions',
      buttonHref: '/contact',
      imageSide: 'right',
      tone: 'tinted',
    }),
    block('FeaturedProducts', {
      heading: 'Best sellers',
      source: 'newest',
      limit: 4,
      webLayout: 'grid-4',
      mobileLayout: 'list',
      showAddToCart: true,
      effect: 'fade-in',
    }),
    block('Testimonials', {
      heading: 'Rated 4.8 by 12,000 buyers',
      items: [
        {
          quote: 'Got my laptop the next morning with the GST invoice. Best price I found anywhere.',
          name: 'Siddharth R.',
          place: 'Andheri',
          rating: 5,
          photo: img('person-2.svg', 'Siddharth R.'),
        },
        {
          quote: 'They helped me pick the right headphones over WhatsApp. Honest advice.',
          name: 'Nisha P.',
          place: 'Thane',
          rating: 5,
          photo: img('person-1.svg', 'Nisha P.'),
        },
        {
          quote: 'Replacement for a faulty charger was done in two days, no arguments.',
          name: 'Imran K.',
          place: 'Navi Mumbai',
          rating: 4,
          photo: img('person-3.svg', 'Imran K.'),
        },
      ],
    }),
    block('ContactForm', {
      heading: 'Buying for your office?',
      intro: 'Bulk and corporate orders get special pricing and a dedicated account manager.',
      askEmail: true,
      askMessage: true,
      submitLabel: 'Request a quote',
      phone: '+91 22 4000 0000',
    }),
  ],
  {
    title: 'Circuit — phones, laptops and audio with no-cost EMI',
    keywords: 'mobile phones, laptops, headphones, smartwatch, EMI, Mumbai',
    description:
      'Genuine phones, laptops, audio and wearables with no-cost EMI, GST invoice and next-day delivery.',
  },
);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Talk to an expert',
    intro: 'Not sure what to buy? Our team answers within minutes during store hours.',
    phone: '+91 22 4000 0000',
    email: 'care@circuit.example',
  }),
  block('Map', {
    heading: 'Experience zone',
    address: 'Lamington Road, Grant Road East, Mumbai 400007',
    hours: 'Mon – Sat, 10 am – 9 pm',
  }),
]);

export const circuit: Theme = {
  id: ID,
  name: 'Circuit',
  description:
    'Dark and sharp: full-width launch banners, an EMI and warranty strip and scrolling product rows for electronics stores.',
  verticals: ['electronics'],
  preview: { image: asset('preview.jpg'), primary: '#4dabf7', accent: '#ffd43b', background: '#0b1220' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#4dabf7',
        onPrimary: '#06101f',
        accent: '#ffd43b',
        text: '#e6edf7',
        muted: '#94a3b8',
        surface: '#131d31',
        background: '#0b1220',
      },
      fonts: { heading: 'display-sans', body: 'modern-sans', headingWeight: '800', headingCase: 'none' },
      corners: 'soft',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [
      home,
      contact,
      ...templatePages(kit, {
        perks: [
          { icon: 'card', title: 'No-cost EMI' },
          { icon: 'shield', title: 'Brand warranty' },
          { icon: 'truck', title: 'Free next-day delivery' },
        ],
        alsoLike: 'Frequently bought together',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Phones', 'cat-1.svg'],
      ['Laptops', 'cat-2.svg'],
      ['Audio', 'cat-3.svg'],
      ['Wearables', 'cat-4.svg'],
      ['Cameras', 'cat-5.svg'],
    ]),
    products: demoProducts(ID, [
      ['Nova 5G Phone, 8 GB / 128 GB', 'prod-1.svg', 18999, 22999],
      ['AirBook 14 Laptop, Ryzen 7', 'prod-2.svg', 54990, 64990],
      ['Quiet ANC Headphones', 'prod-3.svg', 7499, 9999],
      ['Pulse Smartwatch', 'prod-4.svg', 3999, 5499],
      ['Boom Party Speaker 40 W', 'prod-5.svg', 5999],
      ['Buds Pro Earbuds', 'prod-6.svg', 2999, 4499],
      ['Snap X Mirrorless Camera', 'prod-7.svg', 48990, 52990, false],
      ['65 W GaN Fast Charger', 'prod-8.svg', 1799, 2499],
    ]),
  },
};
