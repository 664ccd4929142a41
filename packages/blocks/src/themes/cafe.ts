// "Brew & Bite": a warm café and cloud kitchen — espresso brown, caramel and cream, friendly bold
// sans, round corners, an order-first banner, today's menu as a phone-friendly list, how
// ordering works, the kitchen's story and the pick-up counter on a map.
import { demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'brew-and-bite';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Brew & Bite',
  logo: img('logo.svg', 'Brew & Bite logo'),
  showCompanyName: true,
  layout: 'centered',
  menuLinks: [
    { label: 'Order now', href: '/categories' },
    { label: 'Our kitchen', href: '/our-kitchen' },
    { label: 'Contact', href: '/contact' },
  ],
  showSearch: false,
  showMobileMenu: true,
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/brewandbite' },
    { network: 'whatsapp', url: 'https://wa.me/919855500000' },
  ],
  backgroundColour: '#fdf3e7',
  textColour: '#3a2412',
});

const footer = block('Footer', {
  about: 'A small café by day and a delivery kitchen by night. Coffee roasted weekly, food cooked to order.',
  columns: [
    {
      title: 'Order',
      links: [
        { label: 'Full menu', href: '/categories' },
        { label: 'Our kitchen', href: '/our-kitchen' },
        { label: 'Contact', href: '/contact' },
      ],
    },
  ],
  address: '22 Park Street, Ahmedabad 380009',
  phone: '+91 98555 00000',
  email: 'hello@brewandbite.example',
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/brewandbite' }],
  backgroundColour: '#3a2412',
  textColour: '#fdf3e7',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'cart', label: 'Order', href: '/categories' },
    { icon: 'whatsapp', label: 'WhatsApp', href: 'https://wa.me/919855500000' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('BannerCarousel', {
      template: 'other',
      autoplaySeconds: 0,
      textPosition: 'left',
      slides: [
        {
          image: img('hero-1.svg', 'Coffee, bread, a bowl and a dosa', 'Hot from the kitchen'),
          heading: 'Good coffee, honest food',
          text: 'Cold brew, toasties and rice bowls, cooked when you order and at your door in 30 minutes.',
          buttonLabel: 'Order now',
          buttonHref: '/categories',
        },
      ],
    }),
    block('FeaturedProducts', {
      heading: 'On the menu today',
      source: 'newest',
      limit: 8,
      webLayout: 'grid-4',
      mobileLayout: 'list',
      showAddToCart: true,
    }),
    block('Amenities', {
      layout: 'cards',
      heading: 'How ordering works',
      items: [
        { icon: 'cart', title: 'Pick your food', text: 'Order here or on WhatsApp', detail: '' },
        { icon: 'chef', title: 'We cook it fresh', text: 'Nothing sits under a lamp', detail: '' },
        { icon: 'truck', title: 'At your door', text: 'In about 30 minutes', detail: '' },
      ],
    }),
    block('ImageWithText', {
      image: img('story.svg', 'Our barista with coffee and bread', 'Behind the counter'),
      eyebrow: 'Our kitchen',
      heading: 'Eight seats, one big kitchen',
      text: 'We opened as a coffee counter in 2019. Now the same kitchen cooks for the neighbourhood every evening.',
      buttonLabel: 'Meet the kitchen',
      buttonHref: '/our-kitchen',
      imageSide: 'right',
      tone: 'tinted',
    }),
    block('Testimonials', {
      heading: 'Regulars say',
      items: [
        {
          quote: 'The cold brew is the best thing to happen to my mornings.',
          name: 'Dhruv Patel',
          place: 'Navrangpura',
          rating: 5,
          photo: img('person-1.svg', 'Dhruv Patel'),
        },
        {
          quote: 'Rice bowls arrive hot every single time.',
          name: 'Ishita Shah',
          place: 'Paldi',
          rating: 5,
          photo: img('person-2.svg', 'Ishita Shah'),
        },
      ],
    }),
    block('Map', {
      heading: 'Pick up from the counter',
      address: '22 Park Street, Ahmedabad 380009',
      hours: '8 am – 11 pm',
      zoom: 16,
    }),
  ],
  {
    title: 'Brew & Bite — café and delivery kitchen, Ahmedabad',
    keywords: 'café, coffee, cloud kitchen, food delivery, Ahmedabad',
    description:
      'Coffee roasted weekly and food cooked to order, delivered in 30 minutes across Navrangpura.',
  },
);

const kitchen = page('static', 'Our kitchen', 'our-kitchen', [
  block('RichText', {
    html: '<h2>Our kitchen</h2><p>Two cooks, one barista and a roaster that runs every Monday.</p>',
    align: 'center',
  }),
  block('ImageGallery', {
    heading: 'The counter',
    columns: '2',
    images: [{ image: img('gallery-1.svg', 'Shelves of cups and jars'), caption: 'The counter' }],
  }),
]);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Catering or a big order?',
    intro: 'Office lunches and parties of 20 or more, with a day’s notice.',
    phone: '+91 98555 00000',
    email: 'hello@brewandbite.example',
  }),
  block('Map', {
    heading: 'The counter',
    address: '22 Park Street, Ahmedabad 380009',
    hours: '8 am – 11 pm',
  }),
]);

export const brewAndBite: Theme = {
  id: ID,
  name: 'Brew & Bite',
  description:
    'Warm and order-first: a cream header, today’s menu as a list on phones and how ordering works, for cafés and cloud kitchens.',
  verticals: ['restaurant'],
  preview: { image: asset('preview.jpg'), primary: '#7a4419', accent: '#e8a15a', background: '#fffaf3' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#7a4419',
        onPrimary: '#ffffff',
        accent: '#e8a15a',
        text: '#2e1d10',
        muted: '#6b5443',
        surface: '#f8ead8',
        background: '#fffaf3',
      },
      fonts: { heading: 'humanist-sans', body: 'humanist-sans', headingWeight: '800', headingCase: 'none' },
      corners: 'round',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [
      home,
      kitchen,
      contact,
      ...templatePages(kit, {
        perks: [
          { icon: 'clock', title: 'Delivered in 30 minutes' },
          { icon: 'chef', title: 'Cooked to order' },
        ],
        alsoLike: 'Add a drink',
      }),
    ],
  }),
  demo: {
    categories: [],
    products: demoProducts(ID, [
      ['Cold Brew 300 ml', 'prod-1.svg', 180],
      ['Sourdough Cheese Toastie', 'prod-2.svg', 220],
      ['Paneer Rice Bowl', 'prod-3.svg', 260, 290],
      ['Podi Masala Dosa', 'prod-4.svg', 160],
      ['Hazelnut Latte', 'prod-5.svg', 210],
      ['Mini Thali', 'prod-6.svg', 240],
      ['Chilli Cheese Fries', 'prod-7.svg', 170],
      ['Masala Chai Flask (4 cups)', 'prod-8.svg', 199],
    ]),
  },
};
