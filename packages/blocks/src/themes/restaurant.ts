// "Masala Table": a warm restaurant site — terracotta and cream, classic serif, a cover picture
// of the table, the menu as a priced list, the dining room, reviews, reservations and the map.
import { demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'masala-table';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Masala Table',
  logo: img('logo.svg', 'Masala Table logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Menu', href: '/menu' },
    { label: 'Order online', href: '/categories' },
    { label: 'Our story', href: '/our-story' },
    { label: 'Reserve', href: '/contact' },
  ],
  showSearch: false,
  showMobileMenu: true,
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/masalatable' },
    { network: 'whatsapp', url: 'https://wa.me/919845000000' },
  ],
  coverImage: img('cover.svg', 'A table laid with thali, biryani, dosa and chai', 'Dinner at Masala Table'),
  coverHeadline: 'Home-style cooking, since 1987',
  coverText: 'Coastal curries, tandoor breads and filter coffee — cooked the way our grandmother taught us.',
  coverButton: { label: 'Reserve a table', href: '/contact' },
  effect: 'parallax',
});

const footer = block('Footer', {
  about:
    'A family restaurant in Indiranagar serving Mangalorean and North Indian food for over thirty years.',
  columns: [
    {
      title: 'Visit',
      links: [
        { label: 'Menu', href: '/menu' },
        { label: 'Reserve a table', href: '/contact' },
        { label: 'Private dining', href: '/contact' },
      ],
    },
  ],
  address: '100 Feet Road, Indiranagar, Bengaluru 560038',
  phone: '+91 98450 00000',
  email: 'table@masalatable.example',
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/masalatable' },
    { network: 'facebook', url: 'https://facebook.com/masalatable' },
  ],
  backgroundColour: '#3b1306',
  textColour: '#fde6c8',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'phone', label: 'Call', href: 'tel:+919845000000' },
    { icon: 'cart', label: 'Order', href: '/categories' },
    { icon: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/919845000000' },
  ],
});

const menu = block('Amenities', {
  heading: "Chef's specials",
  intro: 'A few favourites from our kitchen. The full menu changes with the season.',
  layout: 'list',
  sort: 'manual',
  items: [
    {
      icon: 'chef',
      title: 'Kori Rotti',
      text: 'Mangalorean chicken curry with crisp rice wafers',
      detail: '₹420',
    },
    {
      icon: 'chef',
      title: 'Prawn Ghee Roast',
      text: 'Byadgi chillies, tamarind and slow-cooked ghee',
      detail: '₹560',
    },
    {
      icon: 'leaf',
      title: 'Neer Dosa & Veg Stew',
      text: 'Lacy rice crêpes with coconut milk stew',
      detail: '₹260',
    },
    { icon: 'chef', title: 'Dum Biryani', text: 'Aged basmati, saffron, caramelised onion', detail: '₹380' },
    { icon: 'leaf', title: 'Paneer Tikka', text: 'From the tandoor, with mint chutney', detail: '₹320' },
    { icon: 'cup', title: 'Filter Coffee', text: 'Chicory blend, served in a dabara', detail: '₹80' },
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
        { icon: 'clock', title: 'Open daily', text: '12 – 3:30 pm · 7 – 11 pm', detail: '' },
        { icon: 'truck', title: 'Delivery in 40 min', text: 'Within 5 km', detail: '' },
        { icon: 'parking', title: 'Valet parking', text: 'Evenings & weekends', detail: '' },
        { icon: 'wifi', title: 'Family friendly', text: 'High chairs & play corner', detail: '' },
      ],
    }),
    menu,
    block('ImageWithText', {
      image: img('story.svg', 'Our chef with the day’s dishes', 'Chef Ramesh'),
      eyebrow: 'Our story',
      heading: 'Three generations at the stove',
      text: 'Ammamma opened a six-table eatery in 1987. Her recipes — ground by hand, cooked slowly — are still the heart of our kitchen.\n\nToday her grandson runs the pass, and the coconut is still grated fresh every morning.',
      buttonLabel: 'Read our story',
      buttonHref: '/our-story',
      imageSide: 'left',
      tone: 'tinted',
      effect: 'fade-in',
    }),
    block('FeaturedProducts', {
      heading: 'Order online',
      source: 'newest',
      limit: 4,
      webLayout: 'grid-4',
      mobileLayout: 'list',
      showAddToCart: true,
    }),
    block('ImageGallery', {
      heading: 'From our kitchen',
      columns: '4',
      images: [
        { image: img('gallery-1.svg', 'Thalis ready to serve'), caption: 'Sunday thali' },
        { image: img('gallery-2.svg', 'Dosa and filter coffee'), caption: 'Breakfast' },
        { image: img('gallery-3.svg', 'Chillies and spices'), caption: 'Our masalas' },
        { image: img('gallery-4.svg', 'Pickles and chutneys on the shelf'), caption: 'House pickles' },
      ],
    }),
    block('Testimonials', {
      heading: 'What our guests say',
      items: [
        {
          quote: 'The ghee roast is the best in the city. We come every anniversary.',
          name: 'Kavya & Rohan',
          place: 'Bengaluru',
          rating: 5,
          photo: img('person-1.svg', 'Kavya'),
        },
        {
          quote: 'Tastes exactly like home in Mangalore. The neer dosa is perfect.',
          name: 'Vinod Shetty',
          place: 'Koramangala',
          rating: 5,
          photo: img('person-2.svg', 'Vinod Shetty'),
        },
      ],
    }),
    block('ContactForm', {
      heading: 'Reserve a table',
      intro: 'Tell us the date, time and how many of you — we confirm on WhatsApp within 15 minutes.',
      askEmail: false,
      askMessage: true,
      submitLabel: 'Request booking',
      phone: '+91 98450 00000',
    }),
    block('Map', {
      heading: 'Find us',
      address: '100 Feet Road, Indiranagar, Bengaluru 560038',
      hours: 'Lunch 12 – 3:30 pm · Dinner 7 – 11 pm',
      zoom: 16,
    }),
  ],
  {
    title: 'Masala Table — Mangalorean & North Indian restaurant, Indiranagar',
    keywords: 'restaurant, Mangalorean, ghee roast, biryani, Indiranagar, Bengaluru',
    description:
      'Family restaurant in Indiranagar since 1987. Coastal curries, tandoor and filter coffee. Reserve or order online.',
  },
);

const menuPage = page('static', 'Menu', 'menu', [
  menu,
  block('RichText', {
    html: '<p>Please tell us about allergies when you order. Jain and vegan versions of most dishes are available.</p>',
    align: 'center',
  }),
]);

const story = page('static', 'Our story', 'our-story', [
  block('RichText', {
    html: '<h2>Since 1987</h2><p>What began as six tables and one stove is now a 90-seat restaurant, but the recipes have not changed.</p>',
  }),
]);

const contact = page('static', 'Reserve', 'contact', [
  block('ContactForm', {
    heading: 'Reserve a table',
    intro: 'Parties of more than 10? Ask us about the private dining room.',
    askEmail: true,
    submitLabel: 'Request booking',
    phone: '+91 98450 00000',
  }),
  block('Map', {
    heading: 'Find us',
    address: '100 Feet Road, Indiranagar, Bengaluru 560038',
    hours: 'Open every day',
  }),
]);

export const masalaTable: Theme = {
  id: ID,
  name: 'Masala Table',
  description:
    'Warm and inviting: a cover picture of the table, the menu with prices, reservations and the map for restaurants and cafés.',
  verticals: ['restaurant'],
  preview: { image: asset('preview.jpg'), primary: '#b5431b', accent: '#d97706', background: '#fffaf2' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#b5431b',
        onPrimary: '#ffffff',
        accent: '#d97706',
        text: '#3b1d10',
        muted: '#7c5a48',
        surface: '#fbeedd',
        background: '#fffaf2',
      },
      fonts: { heading: 'classic-serif', body: 'humanist-sans', headingWeight: '700', headingCase: 'none' },
      corners: 'soft',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [
      home,
      menuPage,
      story,
      contact,
      ...templatePages(kit, {
        perks: [
          { icon: 'truck', title: 'Delivery in 40 minutes' },
          { icon: 'leaf', title: 'Cooked fresh to order' },
        ],
        alsoLike: 'Goes well with',
      }),
    ],
  }),
  demo: {
    categories: [],
    products: demoProducts(ID, [
      ['Mangalorean Veg Thali', 'prod-1.svg', 340],
      ['Chicken Dum Biryani', 'prod-2.svg', 380, 420],
      ['Neer Dosa (4) with Stew', 'prod-3.svg', 260],
      ['Filter Coffee', 'prod-4.svg', 80],
    ]),
  },
};
