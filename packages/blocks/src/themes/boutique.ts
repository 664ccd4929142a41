// "Atelier Noir": a monochrome editorial boutique — ink black, ivory and cognac leather, classic
// serif headings in sentence case, a full-width dark campaign picture with centred words, then a
// story, the edit in three columns, a square lookbook and collections last.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'atelier-noir';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Atelier Noir',
  logo: img('logo.svg', 'Atelier Noir logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'New season', href: '/category/dresses' },
    { label: 'Accessories', href: '/category/accessories' },
    { label: 'Shirts', href: '/category/shirts-separates' },
    { label: 'The atelier', href: '/about-us' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/ateliernoir' }],
  backgroundColour: '#111111',
  textColour: '#f1ece4',
});

const footer = block('Footer', {
  about: 'Small-batch clothing cut and finished in our own studio. Each piece is made in runs of twenty.',
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'Dresses', href: '/category/dresses' },
        { label: 'Accessories', href: '/category/accessories' },
        { label: 'Shirts & separates', href: '/category/shirts-separates' },
      ],
    },
    {
      title: 'Atelier',
      links: [
        { label: 'Our studio', href: '/about-us' },
        { label: 'Appointments', href: '/contact' },
      ],
    },
  ],
  address: '14 Kala Ghoda, Fort, Mumbai 400001',
  phone: '+91 98444 00000',
  email: 'studio@ateliernoir.example',
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/ateliernoir' }],
  backgroundColour: '#111111',
  textColour: '#f1ece4',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'search', label: 'Search', href: '/search' },
    { icon: 'user', label: 'Account', href: '/account' },
    { icon: 'cart', label: 'Bag', href: '/cart' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('BannerCarousel', {
      template: 'large',
      autoplaySeconds: 0,
      textPosition: 'center',
      slides: [
        {
          image: img('hero-1.svg', 'Dresses, heels and a handbag on a dark backdrop', 'The monsoon edit'),
          heading: 'The monsoon edit',
          text: 'Linen, handloom cotton and one perfect black dress.',
          buttonLabel: 'Discover the edit',
          buttonHref: '/category/dresses',
        },
      ],
    }),
    block('ImageWithText', {
      image: img('story.svg', 'Our designer with the season’s accessories', 'The studio'),
      eyebrow: 'From the studio',
      heading: 'Made in runs of twenty',
      text: 'We cut each style twenty times and no more. When a run sells out it does not come back.',
      buttonLabel: 'Meet the atelier',
      buttonHref: '/about-us',
      imageSide: 'left',
      tone: 'plain',
    }),
    block('FeaturedProducts', {
      heading: 'The edit',
      source: 'newest',
      limit: 6,
      webLayout: 'grid-3',
      mobileLayout: 'grid-2',
    }),
    block('ImageGallery', {
      heading: 'Lookbook',
      columns: '3',
      images: [
        { image: img('gallery-1.svg', 'Dress and kurta on ivory'), caption: 'Ivory linen' },
        { image: img('gallery-2.svg', 'Heels and handbag on black'), caption: 'After dark' },
        { image: img('gallery-3.svg', 'Scarf and sunglasses'), caption: 'Weekend' },
      ],
    }),
    block('FeaturedCategories', {
      heading: 'Collections',
      source: 'all',
      limit: 3,
      layout: 'tiles',
    }),
    block('Testimonials', {
      heading: 'Worn by',
      items: [
        {
          quote: 'The black dress fits like it was made for me, because it nearly was.',
          name: 'Meher Kapoor',
          place: 'Bandra',
          rating: 5,
          photo: img('person-1.svg', 'Meher Kapoor'),
        },
        {
          quote: 'Beautiful finishing. I wear the linen shirt every week.',
          name: 'Tanvi Rao',
          place: 'Colaba',
          rating: 5,
          photo: img('person-2.svg', 'Tanvi Rao'),
        },
      ],
    }),
  ],
  {
    title: 'Atelier Noir — small-batch clothing from Kala Ghoda',
    keywords: 'boutique, dresses, linen, handloom, Kala Ghoda, Mumbai',
    description: 'Small-batch dresses, separates and accessories made in our Kala Ghoda studio.',
  },
);

const about = page('static', 'The atelier', 'about-us', [
  block('RichText', {
    html: '<h2>The atelier</h2><p>Two designers and six tailors in a first-floor studio in Kala Ghoda, since 2017.</p>',
    align: 'center',
    width: 'narrow',
  }),
]);

const contact = page('static', 'Appointments', 'contact', [
  block('ContactForm', {
    heading: 'Book a fitting',
    intro: 'Fittings by appointment, Tuesday to Saturday.',
    phone: '+91 98444 00000',
    email: 'studio@ateliernoir.example',
  }),
  block('Map', {
    heading: 'The studio',
    address: '14 Kala Ghoda, Fort, Mumbai 400001',
    hours: '11 am – 7 pm',
  }),
]);

export const atelierNoir: Theme = {
  id: ID,
  name: 'Atelier Noir',
  description:
    'Monochrome and editorial: a full-width campaign picture, the designer’s story, the edit in three columns and a lookbook for boutiques and designers.',
  verticals: ['fashion'],
  preview: { image: asset('preview.jpg'), primary: '#8a4b2a', accent: '#a67c2d', background: '#faf7f2' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#8a4b2a',
        onPrimary: '#faf7f2',
        accent: '#a67c2d',
        text: '#111111',
        muted: '#5e5a54',
        surface: '#f1ece4',
        background: '#faf7f2',
      },
      fonts: { heading: 'classic-serif', body: 'humanist-sans', headingWeight: '600', headingCase: 'none' },
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
          { icon: 'return', title: 'Free alterations' },
          { icon: 'truck', title: 'Wrapped and shipped in 2 days' },
        ],
        alsoLike: 'Complete the look',
      }),
    ],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Dresses', 'cat-1.svg'],
      ['Accessories', 'cat-2.svg'],
      ['Shirts & Separates', 'cat-3.svg'],
    ]),
    products: demoProducts(ID, [
      ['The Black Slip Dress', 'prod-1.svg', 6800],
      ['Handloom Kurta, Sand', 'prod-2.svg', 4200],
      ['Leather Tote, Tan', 'prod-3.svg', 7500],
      ['Block Heels, Black', 'prod-4.svg', 3900],
      ['Silk Scarf, Ochre', 'prod-5.svg', 2400],
      ['Linen Shirt, White', 'prod-6.svg', 3600],
    ]),
  },
};
