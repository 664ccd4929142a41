// "Loom & Thread": an editorial fashion boutique — deep plum and blush, elegant serif capitals,
// square corners, a centred header over a cover picture, collections as cards, lookbook gallery.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'loom-and-thread';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Loom & Thread',
  logo: img('logo.svg', 'Loom & Thread logo'),
  showCompanyName: true,
  layout: 'centered',
  menuLinks: [
    { label: 'New in', href: '/category/new-in' },
    { label: 'Women', href: '/category/women' },
    { label: 'Men', href: '/category/men' },
    { label: 'Ethnic', href: '/category/ethnic' },
    { label: 'Accessories', href: '/category/accessories' },
    { label: 'Lookbook', href: '/lookbook' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/loomandthread' },
    { network: 'youtube', url: 'https://youtube.com/@loomandthread' },
  ],
  coverImage: img('cover.svg', 'Dresses, kurtas and accessories from the festive edit', 'The Festive Edit'),
  coverHeadline: 'The Festive Edit',
  coverText:
    'Handwoven silks, easy kurtas and statement accessories — made in small batches by weavers we know by name.',
  coverButton: { label: 'Shop the edit', href: '/category/new-in' },
});

const footer = block('Footer', {
  about: 'Slow fashion from Jaipur. Every piece is cut, stitched and finished in our own studio.',
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'Women', href: '/category/women' },
        { label: 'Men', href: '/category/men' },
        { label: 'Accessories', href: '/category/accessories' },
      ],
    },
    {
      title: 'Care',
      links: [
        { label: 'Size guide', href: '/size-guide' },
        { label: 'Shipping & returns', href: '/shipping' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  ],
  email: 'studio@loomandthread.example',
  phone: '+91 99280 00000',
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/loomandthread' },
    { network: 'facebook', url: 'https://facebook.com/loomandthread' },
  ],
  copyright: '© Loom & Thread Studio, Jaipur',
  backgroundColour: '#2d1b2e',
  textColour: '#f4e4e8',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'search', label: 'Search', href: '/search' },
    { icon: 'cart', label: 'Bag', href: '/cart' },
    { icon: 'user', label: 'Account', href: '/account' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('FeaturedCategories', {
      heading: 'Shop the collections',
      source: 'all',
      limit: 4,
      layout: 'cards',
    }),
    block('FeaturedProducts', {
      heading: 'New this week',
      source: 'newest',
      limit: 6,
      webLayout: 'grid-3',
      mobileLayout: 'scroll',
      showAddToCart: false,
      effect: 'fade-in',
    }),
    block('ImageWithText', {
      image: img('story.svg', 'Our designer at the cutting table', 'In the studio'),
      eyebrow: 'Made in Jaipur',
      heading: 'Woven slowly. Worn for years.',
      text: 'We work with eleven weaving families in Rajasthan. Each fabric takes days on the loom, so every piece carries its maker’s hand.\n\nSmall batches mean less waste — and a wardrobe nobody else has.',
      buttonLabel: 'Meet the makers',
      buttonHref: '/our-story',
      imageSide: 'left',
      tone: 'dark',
      effect: 'reveal',
    }),
    block('ImageGallery', {
      heading: 'Lookbook',
      columns: '3',
      images: [
        { image: img('gallery-1.svg', 'The festive rail in our studio'), caption: 'The festive rail' },
        { image: img('gallery-2.svg', 'Silk scarves in rose and plum'), caption: 'Silk scarves' },
        { image: img('gallery-3.svg', 'Linen shirts for the season'), caption: 'Linen, for the heat' },
      ],
    }),
    block('Testimonials', {
      heading: 'Worn & loved',
      items: [
        {
          quote:
            'The silk kurta fits like it was made for me. I have been stopped three times asking where it is from.',
          name: 'Meera K.',
          place: 'Bengaluru',
          rating: 5,
          photo: img('person-3.svg', 'Meera K.'),
        },
        {
          quote: 'Beautiful packaging, a handwritten note and the fabric is even better in person.',
          name: 'Arjun M.',
          place: 'Mumbai',
          rating: 5,
          photo: img('person-2.svg', 'Arjun M.'),
        },
      ],
    }),
    block('RichText', {
      html: '<h3>Free shipping across India above ₹1,999 · Easy 15-day returns · Cash on delivery</h3>',
      align: 'center',
      width: 'wide',
      tone: 'tinted',
    }),
  ],
  {
    title: 'Loom & Thread — handwoven fashion from Jaipur',
    keywords: 'handwoven, kurta, silk, festive wear, Jaipur',
    description:
      'Slow fashion made in small batches: handwoven silks, kurtas and accessories from our Jaipur studio.',
  },
);

const story = page('static', 'Our story', 'our-story', [
  block('RichText', {
    html: '<h2>Our story</h2><p>Loom &amp; Thread began in 2016 with two looms and one tailor. Today our studio works with eleven weaving families, paying fair prices for every metre.</p><p>We design in seasons, not weeks, and make only what we can make well.</p>',
  }),
  block('ImageWithText', {
    image: img('gallery-1.svg', 'Our studio rail'),
    heading: 'Visit the studio',
    text: 'Open Tuesday to Sunday, 11 am – 8 pm. Tea is on us.',
    imageSide: 'right',
  }),
]);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Write to the studio',
    intro: 'Sizing help, custom fittings or wholesale — we answer every message.',
    email: 'studio@loomandthread.example',
    phone: '+91 99280 00000',
    submitLabel: 'Send message',
  }),
  block('Map', {
    heading: 'The studio',
    address: 'C-Scheme, Jaipur, Rajasthan 302001',
    hours: 'Tue – Sun, 11 am – 8 pm',
  }),
]);

export const loomAndThread: Theme = {
  id: ID,
  name: 'Loom & Thread',
  description:
    'Editorial and elegant: a centred header over a cover picture, collection cards and a lookbook for fashion boutiques.',
  verticals: ['fashion'],
  preview: { image: asset('preview.jpg'), primary: '#7b2c5f', accent: '#c9a227', background: '#fbf7f5' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#7b2c5f',
        onPrimary: '#ffffff',
        accent: '#c9a227',
        text: '#2d1b2e',
        muted: '#74636f',
        surface: '#f4ebee',
        background: '#fbf7f5',
      },
      fonts: {
        heading: 'elegant-serif',
        body: 'modern-sans',
        headingWeight: '600',
        headingCase: 'uppercase',
      },
      corners: 'square',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [
      home,
      story,
      contact,
      ...templatePages(kit, {
        perks: [
          { icon: 'truck', title: 'Free shipping above ₹1,999' },
          { icon: 'return', title: '15-day returns' },
          { icon: 'card', title: 'Cash on delivery' },
        ],
        alsoLike: 'Complete the look',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Women', 'cat-1.svg'],
      ['Men', 'cat-2.svg'],
      ['Ethnic', 'cat-3.svg'],
      ['Accessories', 'cat-4.svg'],
    ]),
    products: demoProducts(ID, [
      ['Plum Silk Wrap Dress', 'prod-1.svg', 4890, 5990],
      ['Teal Handloom Kurta', 'prod-2.svg', 2450],
      ['Mustard Leather Tote', 'prod-3.svg', 3290, 3990],
      ['Rose Block Heels', 'prod-4.svg', 2190],
      ['Indigo Linen Shirt', 'prod-5.svg', 1890, 2290],
      ['Rani Pink Silk Scarf', 'prod-6.svg', 1290],
      ['Tortoise Sunglasses', 'prod-7.svg', 1490],
      ['Rust Cotton Kurta', 'prod-8.svg', 1990, 2490],
    ]),
  },
};
