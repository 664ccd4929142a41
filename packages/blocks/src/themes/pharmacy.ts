// "Wellspring": a calm, minimal pharmacy and wellness store — white with deep teal, plain sans,
// soft corners, no banner: the shop's facts first, a short picture-and-text welcome, categories as
// cards and products as a plain list on phones.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'wellspring';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Wellspring',
  logo: img('logo.svg', 'Wellspring logo'),
  showCompanyName: true,
  layout: 'centered',
  menuLinks: [
    { label: 'Wellness', href: '/category/wellness' },
    { label: 'Personal care', href: '/category/personal-care' },
    { label: 'Home needs', href: '/category/home-needs' },
    { label: 'Contact', href: '/contact' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [{ network: 'whatsapp', url: 'https://wa.me/919822200000' }],
});

const footer = block('Footer', {
  about: 'A neighbourhood chemist and general store. Ask the pharmacist, we are here all day.',
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'Wellness', href: '/category/wellness' },
        { label: 'Personal care', href: '/category/personal-care' },
        { label: 'Home needs', href: '/category/home-needs' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Ask us', href: '/contact' },
        { label: 'About', href: '/about-us' },
      ],
    },
  ],
  address: '3 Lake View Road, Kolkata 700029',
  phone: '+91 98222 00000',
  email: 'ask@wellspring.example',
  socialLinks: [{ network: 'whatsapp', url: 'https://wa.me/919822200000' }],
  backgroundColour: '#0b3d46',
  textColour: '#e6fcf5',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'search', label: 'Find', href: '/search' },
    { icon: 'phone', label: 'Call', href: 'tel:+919822200000' },
    { icon: 'cart', label: 'Cart', href: '/cart' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('Amenities', {
      layout: 'strip',
      items: [
        { icon: 'clock', title: 'Open 8 am – 10 pm', text: 'Sundays too', detail: '' },
        { icon: 'shield', title: 'Genuine stock', text: 'From licensed distributors', detail: '' },
        { icon: 'truck', title: 'Home delivery', text: 'Within 3 km', detail: '' },
      ],
    }),
    block('ImageWithText', {
      image: img('hero-1.svg', 'Bottles, boxes and soaps on a pale teal background', 'Wellspring'),
      eyebrow: 'Chemist & general store',
      heading: 'Everyday care, quietly delivered',
      text: 'Vitamins, baby care, skin care and household needs, checked by our pharmacist before they leave the shop.',
      buttonLabel: 'Browse the shop',
      buttonHref: '/categories',
      imageSide: 'right',
      tone: 'plain',
    }),
    block('FeaturedCategories', {
      heading: 'Browse by need',
      source: 'all',
      limit: 4,
      layout: 'cards',
    }),
    block('FeaturedProducts', {
      heading: 'Often reordered',
      source: 'newest',
      limit: 6,
      webLayout: 'grid-3',
      mobileLayout: 'list',
      showAddToCart: true,
    }),
    block('RichText', {
      html: '<h2>Ask before you buy</h2><p>Not sure which one suits you? Send us a message and our pharmacist replies within the hour, from 8 am to 10 pm.</p>',
      align: 'center',
      width: 'narrow',
      tone: 'tinted',
    }),
    block('ContactForm', {
      heading: 'Ask the pharmacist',
      intro: 'Share the name of the product or a photo of the strip; we check stock and call back.',
      askEmail: false,
      askMessage: true,
      phone: '+91 98222 00000',
    }),
  ],
  {
    title: 'Wellspring — chemist and general store, Lake View Road',
    keywords: 'chemist, pharmacy, wellness, personal care, Kolkata, home delivery',
    description:
      'Wellness, personal care and home needs from your neighbourhood chemist, delivered within 3 km.',
  },
);

const about = page('static', 'About us', 'about-us', [
  block('ImageWithText', {
    image: img('story.svg', 'Our pharmacist behind the counter', 'Since 2004'),
    eyebrow: 'Since 2004',
    heading: 'A chemist the lane trusts',
    text: 'Two pharmacists, one counter, twenty years on Lake View Road.',
    imageSide: 'left',
    tone: 'tinted',
  }),
]);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Write to us',
    intro: 'We reply within the hour during opening times.',
    phone: '+91 98222 00000',
    email: 'ask@wellspring.example',
  }),
  block('Map', {
    heading: 'Find the shop',
    address: '3 Lake View Road, Kolkata 700029',
    hours: '8 am – 10 pm',
  }),
]);

export const wellspring: Theme = {
  id: ID,
  name: 'Wellspring',
  description:
    'Calm and minimal: white and teal, the shop’s facts first, a quiet welcome and a plain product list for chemists and general stores.',
  verticals: ['general', 'clinic'],
  preview: { image: asset('preview.jpg'), primary: '#0b7285', accent: '#0ca678', background: '#ffffff' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#0b7285',
        onPrimary: '#ffffff',
        accent: '#0ca678',
        text: '#1b2b30',
        muted: '#4f6268',
        surface: '#eef8f9',
        background: '#ffffff',
      },
      fonts: { heading: 'modern-sans', body: 'humanist-sans', headingWeight: '600', headingCase: 'none' },
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
          { icon: 'shield', title: 'Genuine, sealed stock' },
          { icon: 'clock', title: 'Delivered the same day' },
        ],
        alsoLike: 'Often bought together',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Wellness', 'cat-1.svg'],
      ['Ayurveda', 'cat-2.svg'],
      ['Personal Care', 'cat-3.svg'],
      ['Home Needs', 'cat-4.svg'],
    ]),
    products: demoProducts(ID, [
      ['Multivitamin Tablets (60)', 'prod-1.svg', 399, 450],
      ['First-aid Kit', 'prod-2.svg', 349],
      ['Hand Sanitiser 500 ml', 'prod-3.svg', 199, 240],
      ['Baby Soap (pack of 3)', 'prod-4.svg', 165],
      ['Chyawanprash 500 g', 'prod-5.svg', 235, 260],
      ['Tulsi Green Tea (25)', 'prod-6.svg', 150],
    ]),
  },
};
