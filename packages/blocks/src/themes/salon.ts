// "Glow Studio": a calm salon, spa or clinic site — sage and blush, elegant serif, round corners,
// services with prices and durations, booking form, reviews and the map. No shop grid: services
// businesses sell appointments. "Book now" opens the store's online booking (/book), which sends
// the shopper to the booking form of the contact page while the store takes no bookings online.
import { page, siteDocument, type Theme, themeKit } from './build.ts';

const ID = 'glow-studio';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Glow Studio',
  logo: img('logo.svg', 'Glow Studio logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Services', href: '/services' },
    { label: 'About', href: '/about' },
    { label: 'Gallery', href: '/about' },
    { label: 'Book now', href: '/book' },
  ],
  showSearch: false,
  showCart: false,
  showMobileMenu: true,
  socialLinks: [
    { network: 'instagram', url: 'https://instagram.com/glowstudio' },
    { network: 'whatsapp', url: 'https://wa.me/919811000000' },
  ],
  coverImage: img('cover.svg', 'Serums, candles, a mirror and fresh leaves', 'Your hour of calm'),
  coverHeadline: 'Unwind. Refresh. Glow.',
  coverText: 'Hair, skin and nail care by certified experts, in a calm studio in Koregaon Park.',
  coverButton: { label: 'Book an appointment', href: '/book' },
  backgroundColour: '#f6f3ee',
});

const services = block('Amenities', {
  heading: 'Services & prices',
  intro: 'Prices include consultation. Durations are approximate.',
  layout: 'list',
  sort: 'manual',
  items: [
    {
      icon: 'scissors',
      title: 'Haircut & blow-dry',
      text: 'Consultation, wash, precision cut and styling · 60 min',
      detail: '₹1,200',
    },
    {
      icon: 'sparkle',
      title: 'Hydra facial',
      text: 'Deep cleanse, exfoliation and hydration · 75 min',
      detail: '₹3,500',
    },
    {
      icon: 'heart',
      title: 'Keratin treatment',
      text: 'Smooth, frizz-free hair for up to 4 months · 180 min',
      detail: '₹6,500',
    },
    {
      icon: 'star',
      title: 'Gel manicure',
      text: 'Shaping, cuticle care and long-wear colour · 45 min',
      detail: '₹900',
    },
    {
      icon: 'leaf',
      title: 'Aromatherapy massage',
      text: 'Full body, with warm essential oils · 60 min',
      detail: '₹2,800',
    },
    {
      icon: 'shield',
      title: 'Skin consultation',
      text: 'With our dermatologist, by appointment · 30 min',
      detail: '₹800',
    },
  ],
});

const footer = block('Footer', {
  about: 'A calm studio for hair, skin and wellbeing. Certified stylists, hospital-grade hygiene.',
  columns: [
    {
      title: 'Studio',
      links: [
        { label: 'Services', href: '/services' },
        { label: 'Book now', href: '/book' },
        { label: 'Gift cards', href: '/contact' },
      ],
    },
  ],
  address: 'Lane 6, Koregaon Park, Pune 411001',
  phone: '+91 98110 00000',
  email: 'hello@glowstudio.example',
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/glowstudio' }],
  // Deeper than the primary so the footer's faintest text (70 % opacity) keeps 4.5:1.
  backgroundColour: '#354c3a',
  textColour: '#f1f5f0',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'grid', label: 'Services', href: '/services' },
    { icon: 'phone', label: 'Call', href: 'tel:+919811000000' },
    { icon: 'whatsapp', label: 'Book', href: 'https://wa.me/919811000000' },
  ],
});

const home = page(
  'home',
  'Home',
  '',
  [
    block('Amenities', {
      heading: 'Why guests return',
      layout: 'cards',
      items: [
        {
          icon: 'shield',
          title: 'Hospital-grade hygiene',
          text: 'Single-use kits and sterilised tools for every guest.',
          detail: '',
        },
        {
          icon: 'star',
          title: 'Certified experts',
          text: 'Stylists and therapists with 8+ years of experience.',
          detail: '',
        },
        {
          icon: 'leaf',
          title: 'Gentle products',
          text: 'Paraben-free, cruelty-free brands only.',
          detail: '',
        },
      ],
      effect: 'zoom-in',
    }),
    services,
    block('ImageWithText', {
      image: img('story.svg', 'Our lead stylist with products', 'Meet Aditi'),
      eyebrow: 'Meet the founder',
      heading: 'Care that takes its time',
      text: 'Aditi trained in London and Mumbai before opening Glow Studio in 2019. Every appointment starts with a conversation, not a menu.',
      buttonLabel: 'About the studio',
      buttonHref: '/about',
      imageSide: 'right',
      tone: 'tinted',
    }),
    block('Testimonials', {
      heading: 'Kind words',
      items: [
        {
          quote: 'The most relaxing hour of my month. My skin has never looked better.',
          name: 'Ritika J.',
          place: 'Kalyani Nagar',
          rating: 5,
          photo: img('person-1.svg', 'Ritika J.'),
        },
        {
          quote: 'Finally a salon that listens. The haircut was exactly what I asked for.',
          name: 'Sameer D.',
          place: 'Aundh',
          rating: 5,
          photo: img('person-2.svg', 'Sameer D.'),
        },
        {
          quote: 'Spotless studio and very gentle staff. My mother loved her facial.',
          name: 'Pooja N.',
          place: 'Baner',
          rating: 5,
          photo: img('person-3.svg', 'Pooja N.'),
        },
      ],
    }),
    block('ContactForm', {
      heading: 'Book an appointment',
      intro: 'Tell us the service and a time that suits you. We confirm by phone within the hour.',
      askEmail: false,
      askMessage: true,
      submitLabel: 'Request appointment',
      phone: '+91 98110 00000',
    }),
    block('Map', {
      heading: 'Visit the studio',
      address: 'Lane 6, Koregaon Park, Pune 411001',
      hours: 'Tue – Sun, 10 am – 8 pm',
    }),
  ],
  {
    title: 'Glow Studio — salon, skin and spa in Koregaon Park',
    keywords: 'salon, facial, keratin, spa, manicure, Koregaon Park, Pune',
    description:
      'Hair, skin and nail care by certified experts in Koregaon Park, Pune. Book an appointment online.',
  },
);

const servicesPage = page('static', 'Services', 'services', [
  services,
  block('ContactForm', { heading: 'Book now', askEmail: false, submitLabel: 'Request appointment' }),
]);

const about = page('static', 'About', 'about', [
  block('RichText', {
    html: '<h2>About Glow Studio</h2><p>We are a team of nine stylists, therapists and a visiting dermatologist. We believe good care is unhurried, honest and clean.</p>',
  }),
  block('ImageGallery', {
    heading: 'The studio',
    columns: '3',
    images: [
      { image: img('gallery-1.svg', 'Product shelf in the studio'), caption: 'Our products' },
      { image: img('gallery-2.svg', 'Styling tools'), caption: 'Hair bar' },
      { image: img('gallery-3.svg', 'Skin clinic corner'), caption: 'Skin clinic' },
    ],
  }),
]);

const contact = page('static', 'Book now', 'contact', [
  block('ContactForm', {
    heading: 'Book an appointment',
    askEmail: true,
    submitLabel: 'Request appointment',
    phone: '+91 98110 00000',
    email: 'hello@glowstudio.example',
  }),
  block('Map', {
    heading: 'Visit the studio',
    address: 'Lane 6, Koregaon Park, Pune 411001',
    hours: 'Tue – Sun, 10 am – 8 pm',
  }),
]);

const listing = page('category-listing', 'Category', 'category', [
  block('Amenities', {
    layout: 'strip',
    items: [{ icon: 'leaf', title: 'Gentle, cruelty-free products', text: '', detail: '' }],
  }),
]);
const details = page('product-details', 'Product', 'product', [
  block('RichText', {
    html: '<p>Prefer to try it first? Ask for a sample at your next appointment.</p>',
    align: 'center',
    tone: 'tinted',
  }),
]);

export const glowStudio: Theme = {
  id: ID,
  name: 'Glow Studio',
  description:
    'Calm and refined: services with prices, a booking form and reviews for salons, spas and clinics.',
  verticals: ['salon', 'clinic'],
  preview: { image: asset('preview.jpg'), primary: '#3f5a45', accent: '#d4a5a5', background: '#f6f3ee' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#3f5a45',
        onPrimary: '#ffffff',
        accent: '#c07f7f',
        text: '#26332a',
        muted: '#5a665e',
        surface: '#ebefe8',
        background: '#f6f3ee',
      },
      fonts: { heading: 'elegant-serif', body: 'humanist-sans', headingWeight: '600', headingCase: 'none' },
      corners: 'round',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [home, servicesPage, about, contact, listing, details],
  }),
  demo: { categories: [], products: [] },
};
