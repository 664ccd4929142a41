// "Still Water": a spa and clinic look — misty blue and lavender, classic serif over a plain sans,
// round corners, a tall calm banner with words on the left, services as cards with durations, booking before the
// story, a treatment-room gallery and the map.
import { page, siteDocument, type Theme, themeKit } from './build.ts';
import { templatePages } from './common.ts';

const ID = 'still-water';
const kit = themeKit(ID);
const { block, img, asset } = kit;

const header = block('Header', {
  companyName: 'Still Water',
  logo: img('logo.svg', 'Still Water logo'),
  showCompanyName: true,
  layout: 'inline',
  menuLinks: [
    { label: 'Treatments', href: '/treatments' },
    { label: 'About', href: '/about-us' },
    { label: 'Book', href: '/contact' },
  ],
  showSearch: false,
  showCart: false,
  showMobileMenu: true,
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/stillwaterspa' }],
});

const footer = block('Footer', {
  about: 'A quiet spa and skin clinic with a doctor on call. Treatments by appointment.',
  columns: [
    {
      title: 'Visit',
      links: [
        { label: 'Treatments', href: '/treatments' },
        { label: 'Book a visit', href: '/contact' },
      ],
    },
  ],
  address: '5 Boat Club Road, Chennai 600028',
  phone: '+91 98666 00000',
  email: 'care@stillwater.example',
  socialLinks: [{ network: 'instagram', url: 'https://instagram.com/stillwaterspa' }],
  backgroundColour: '#1c2f4a',
  textColour: '#eef2ff',
});

const sticky = block('MobileStickyFooter', {
  visibilityStatus: true,
  items: [
    { icon: 'home', label: 'Home', href: '/' },
    { icon: 'phone', label: 'Call', href: 'tel:+919866600000' },
    { icon: 'whatsapp', label: 'Book', href: 'https://wa.me/919866600000' },
  ],
});

const services = block('Amenities', {
  heading: 'Treatments',
  intro: 'Each begins with a short consultation.',
  layout: 'cards',
  items: [
    { icon: 'sparkle', title: 'Hydrating facial', text: 'For tired, dry skin', detail: '60 min' },
    {
      icon: 'leaf',
      title: 'Abhyanga massage',
      text: 'Warm sesame oil, full body',
      detail: '75 min',
    },
    { icon: 'heart', title: 'Skin check', text: 'With our dermatologist', detail: '20 min' },
    { icon: 'scissors', title: 'Hair spa', text: 'Scalp care and conditioning', detail: '45 min' },
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
      textPosition: 'left',
      slides: [
        {
          image: img('hero-1.svg', 'A lotus, serum and candle on misty blue', 'Still Water'),
          heading: 'An hour that is only yours',
          text: 'Facials, massage and skin care in quiet rooms, with a doctor on call.',
          buttonLabel: 'Book a visit',
          buttonHref: '/contact',
        },
      ],
    }),
    services,
    block('ContactForm', {
      heading: 'Book a visit',
      intro: 'Tell us the treatment and a time; we confirm by phone.',
      askEmail: false,
      askMessage: true,
      submitLabel: 'Request a slot',
      phone: '+91 98666 00000',
    }),
    block('ImageWithText', {
      image: img('story.svg', 'Our therapist in the treatment room', 'Dr. Lakshmi'),
      eyebrow: 'Our care',
      heading: 'Therapists and a doctor under one roof',
      text: 'Our therapists train for a year before their first client, and our dermatologist checks every skin plan.',
      buttonLabel: 'About us',
      buttonHref: '/about-us',
      imageSide: 'left',
      tone: 'plain',
    }),
    block('ImageGallery', {
      heading: 'The rooms',
      columns: '2',
      images: [
        { image: img('gallery-1.svg', 'Shelves of oils and candles'), caption: 'Oils room' },
        { image: img('gallery-2.svg', 'Hair spa chair'), caption: 'Hair spa' },
      ],
    }),
    block('Testimonials', {
      heading: 'Guests say',
      items: [
        {
          quote: 'I walked in tense and left half asleep. The facial was wonderful.',
          name: 'Nandini Iyer',
          place: 'Mylapore',
          rating: 5,
          photo: img('person-3.svg', 'Nandini Iyer'),
        },
      ],
    }),
    block('Map', {
      heading: 'Find us',
      address: '5 Boat Club Road, Chennai 600028',
      hours: '10 am – 8 pm, closed Tuesdays',
      zoom: 16,
    }),
  ],
  {
    title: 'Still Water — spa and skin clinic, Boat Club Road',
    keywords: 'spa, skin clinic, facial, massage, dermatologist, Chennai',
    description: 'Facials, massage and skin consultations with a dermatologist on Boat Club Road, Chennai.',
  },
);

const treatments = page('static', 'Treatments', 'treatments', [services]);

const about = page('static', 'About', 'about-us', [
  block('RichText', {
    html: '<h2>About Still Water</h2><p>Opened in 2016 by a dermatologist and an Ayurveda therapist who wanted a calmer clinic.</p>',
    align: 'center',
    width: 'narrow',
  }),
]);

const contact = page('static', 'Book', 'contact', [
  block('ContactForm', {
    heading: 'Book a visit',
    intro: 'We confirm every booking by phone.',
    submitLabel: 'Request a slot',
    phone: '+91 98666 00000',
    email: 'care@stillwater.example',
  }),
  block('Map', { heading: 'Find us', address: '5 Boat Club Road, Chennai 600028', hours: '10 am – 8 pm' }),
]);

export const stillWater: Theme = {
  id: ID,
  name: 'Still Water',
  description:
    'Calm and clinical: misty blue and lavender, a quiet banner, treatments with durations and booking up front for spas, skin clinics and doctors.',
  verticals: ['clinic', 'salon'],
  preview: { image: asset('preview.jpg'), primary: '#3b5bdb', accent: '#9775fa', background: '#f8f9ff' },
  document: siteDocument({
    theme: {
      colors: {
        primary: '#3b5bdb',
        onPrimary: '#ffffff',
        accent: '#9775fa',
        text: '#1c2f4a',
        muted: '#4e5d78',
        surface: '#edf0fb',
        background: '#f8f9ff',
      },
      fonts: { heading: 'classic-serif', body: 'modern-sans', headingWeight: '600', headingCase: 'none' },
      corners: 'round',
      background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
    },
    header,
    footer,
    stickyFooter: sticky,
    pages: [
      home,
      treatments,
      about,
      contact,
      ...templatePages(kit, {
        perks: [
          { icon: 'shield', title: 'Doctor-checked products' },
          { icon: 'clock', title: 'On-time appointments' },
        ],
        alsoLike: 'You may also like',
      }),
    ],
  }),
  demo: { categories: [], products: [] },
};
