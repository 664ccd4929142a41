// "Fresh Basket": a bright, produce-first grocery theme — green and saffron, friendly sans,
// category circles up top, daily deals, trust strip and a delivery-area map.
import { demoCategories, demoProducts, page, siteDocument, type Theme, themeKit } from './build.ts';

const ID = 'fresh-basket';
const { block, img, asset } = themeKit(ID);

const header = block('Header', {
  companyName: 'Fresh Basket',
  logo: img('logo.svg', 'Fresh Basket logo'),
  showCompanyName: true,
  menuLinks: [
    { label: 'Fruits & Vegetables', href: '/category/fruits-vegetables' },
    { label: 'Dairy', href: '/category/dairy-eggs' },
    { label: 'Staples', href: '/category/staples' },
    { label: 'Offers', href: '/offers' },
  ],
  showSearch: true,
  showMobileMenu: true,
  socialLinks: [
    { network: 'whatsapp', url: 'https://wa.me/919800000000' },
    { network: 'instagram', url: 'https://instagram.com/freshbasket' },
  ],
  layout: 'inline',
});

const footer = block('Footer', {
  about:
    'Your neighbourhood grocer, now online. Farm-fresh produce, daily essentials and honest prices, delivered to your door.',
  columns: [
    {
      title: 'Shop',
      links: [
        { label: 'Fruits & Vegetables', href: '/category/fruits-vegetables' },
        { label: 'Dairy & Eggs', href: '/category/dairy-eggs' },
        { label: 'Staples', href: '/category/staples' },
      ],
    },
    {
      title: 'Help',
      links: [
        { label: 'Delivery areas', href: '/delivery' },
        { label: 'Returns', href: '/returns' },
        { label: 'Contact us', href: '/contact' },
      ],
    },
  ],
  address: 'Shop 4, Shanti Nagar Market, Pune 411014',
  phone: '+91 98000 00000',
  email: 'hello@freshbasket.example',
  socialLinks: [
    { network: 'whatsapp', url: 'https://wa.me/919800000000' },
    { network: 'instagram', url: 'https://instagram.com/freshbasket' },
    { network: 'facebook', url: 'https://facebook.com/freshbasket' },
  ],
  backgroundColour: '#0f3d2e',
  textColour: '#f3f7f2',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'grid', label: 'Categories', href: '/categories' },
    { icon: 'cart', label: 'Cart', href: '/cart' },
    { icon: 'whatsapp', label: 'Order', href: 'https://wa.me/919800000000' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('BannerCarousel', {
      template: 'large',
      autoplaySeconds: 5,
      textPosition: 'left',
      slides: [
        {
          image: img('hero-1.svg', 'Baskets of fresh fruit and vegetables', 'Fresh every morning'),
          heading: 'Fresh from the farm, at your door by evening',
          text: 'Seasonal fruits and vegetables picked at dawn. Free delivery above ₹499.',
          buttonLabel: 'Shop fresh produce',
          buttonHref: '/category/fruits-vegetables',
        },
        {
          image: img('hero-2.svg', 'Dairy, bread and eggs', 'Breakfast essentials'),
          heading: 'Breakfast sorted',
          text: 'Milk, curd, paneer, bread and eggs — delivered before 8 am.',
          buttonLabel: 'Order breakfast',
          buttonHref: '/category/dairy-eggs',
        },
        {
          image: img('hero-3.svg', 'Rice, dal and spices in jars', 'Monthly staples'),
          heading: 'Stock up on staples',
          text: 'Rice, atta, dals and masalas at wholesale prices.',
          buttonLabel: 'See staples',
          buttonHref: '/category/staples',
        },
      ],
    }),
    block('Amenities', {
      layout: 'strip',
      items: [
        { icon: 'truck', title: 'Same-day delivery', text: 'Order by 4 pm', detail: '' },
        { icon: 'leaf', title: 'Farm fresh', text: 'Sourced every morning', detail: '' },
        { icon: 'card', title: 'UPI & cash', text: 'Pay the way you like', detail: '' },
        { icon: 'return', title: 'No-questions returns', text: 'At the doorstep', detail: '' },
      ],
    }),
    block('FeaturedCategories', {
      heading: 'Shop by category',
      source: 'all',
      limit: 6,
      layout: 'circles',
      effect: 'fade-in',
    }),
    block('FeaturedProducts', {
      heading: "Today's best deals",
      source: 'newest',
      limit: 8,
      webLayout: 'grid-4',
      mobileLayout: 'grid-2',
      showAddToCart: true,
      effect: 'fade-in',
    }),
    block('ImageWithText', {
      image: img('story.svg', 'Our shopkeeper with crates of vegetables', 'Since 1998'),
      eyebrow: 'Since 1998',
      heading: 'The corner shop you trust, now a tap away',
      text: 'For over twenty-five years we have served Shanti Nagar from the same shop. We still pick every tomato by hand — now we bring them to you.\n\nOrder on the website or on WhatsApp, and pay on delivery.',
      buttonLabel: 'Our story',
      buttonHref: '/about-us',
      imageSide: 'right',
      tone: 'tinted',
      effect: 'zoom-in',
    }),
    block('Testimonials', {
      heading: 'Loved by 2,000+ families',
      items: [
        {
          quote: 'The vegetables are fresher than the market and they arrive before I leave for work.',
          name: 'Anjali Deshmukh',
          place: 'Kharadi',
          rating: 5,
          photo: img('person-1.svg', 'Anjali Deshmukh'),
        },
        {
          quote: 'Monthly staples at good prices and the delivery boy always calls before coming.',
          name: 'Rakesh Iyer',
          place: 'Viman Nagar',
          rating: 5,
          photo: img('person-2.svg', 'Rakesh Iyer'),
        },
        {
          quote: 'Ordering on WhatsApp is so easy for my parents. Very helpful team.',
          name: 'Fatima Shaikh',
          place: 'Wadgaon Sheri',
          rating: 4,
          photo: img('person-3.svg', 'Fatima Shaikh'),
        },
      ],
    }),
    block('Map', {
      heading: 'We deliver across East Pune',
      address: 'Shanti Nagar Market, Kharadi, Pune 411014',
      hours: 'Open every day, 7 am – 10 pm',
      zoom: 14,
    }),
  ],
  {
    title: 'Fresh Basket — fresh groceries delivered in Pune',
    keywords: 'grocery, vegetables, fruits, dairy, Pune, home delivery',
    description: 'Farm-fresh fruits, vegetables, dairy and staples delivered the same day across East Pune.',
  },
);

const about = page('static', 'About us', 'about-us', [
  block('RichText', {
    html: '<h2>About Fresh Basket</h2><p>We started as a small vegetable stall in 1998. Today we deliver to more than two thousand homes, but we still pick every order by hand.</p><p>We buy directly from farmers near Pune, so the produce is fresher and the farmers earn more.</p>',
    width: 'narrow',
  }),
  block('ImageGallery', {
    heading: 'Inside our store',
    columns: '2',
    images: [
      { image: img('gallery-1.svg', 'Fruit shelves in the store'), caption: 'Fruit section' },
      { image: img('gallery-2.svg', 'Vegetable crates'), caption: 'Morning vegetables' },
    ],
  }),
]);

const contact = page('static', 'Contact', 'contact', [
  block('ContactForm', {
    heading: 'Talk to us',
    intro: 'Questions about an order or a bulk requirement? We reply within the hour.',
    phone: '+91 98000 00000',
    email: 'hello@freshbasket.example',
  }),
  block('Map', {
    heading: 'Visit the shop',
    address: 'Shanti Nagar Market, Kharadi, Pune 411014',
    hours: 'Open every day, 7 am – 10 pm',
  }),
]);

const listing = page('category-listing', 'Category', 'category', [
  block('Amenities', {
    layout: 'strip',
    items: [
      { icon: 'truck', title: 'Free delivery above ₹499', text: '', detail: '' },
      { icon: 'leaf', title: 'Fresh every morning', text: '', detail: '' },
    ],
  }),
]);

const details = page('product-details', 'Product', 'product', [
  block('FeaturedProducts', {
    heading: 'You may also like',
    source: 'newest',
    limit: 4,
    webLayout: 'grid-4',
    mobileLayout: 'scroll',
  }),
]);

export const freshBasket: Theme = {
  id: ID,
  name: 'Fresh Basket',
  description:
    'Bright and produce-first: category circles, daily deals and a delivery map for neighbourhood grocers.',
  verticals: ['grocery', 'general'],
  preview: { image: asset('preview.jpg'), primary: '#237a35', accent: '#f59f00', background: '#fbfdf8' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#237a35',
        onPrimary: '#ffffff',
        accent: '#f59f00',
        text: '#17301f',
        muted: '#5b6b60',
        surface: '#eef6ea',
        background: '#fbfdf8',
      },
      fonts: { heading: 'display-sans', body: 'modern-sans', headingWeight: '800', headingCase: 'none' },
      corners: 'round',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [home, about, contact, listing, details],
  }),
  demo: {
    categories: demoCategories(ID, [
      ['Fruits & Vegetables', 'cat-1.svg'],
      ['Dairy & Eggs', 'cat-2.svg'],
      ['Staples', 'cat-3.svg'],
      ['Snacks', 'cat-4.svg'],
      ['Beverages', 'cat-5.svg'],
      ['Household', 'cat-6.svg'],
    ]),
    products: demoProducts(ID, [
      ['Alphonso Mangoes (1 dozen)', 'prod-1.svg', 649, 799],
      ['Organic Tomatoes 1 kg', 'prod-2.svg', 48, 60],
      ['Farm Fresh Paneer 200 g', 'prod-3.svg', 95],
      ['Basmati Rice 5 kg', 'prod-4.svg', 545, 620],
      ['Toor Dal 1 kg', 'prod-5.svg', 159, 175],
      ['Cold-pressed Groundnut Oil 1 L', 'prod-6.svg', 289],
      ['Green Capsicum 500 g', 'prod-7.svg', 35, 42, false],
      ['Masala Chai Blend 250 g', 'prod-8.svg', 180, 210],
    ]),
  },
};
