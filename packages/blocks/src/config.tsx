// The Puck config over all blocks: the editor and the server renderer use this same object.
// Server-safe: importing it touches no window or document. Editor-only fields (the effect
// slider with its availability rules, the rich-text editor) come in through each block's
// resolveFields, which only the editor runs.
import type { Config } from '@puckeditor/core';
import type { BlockPropsMap } from './block-schemas.ts';
import { amenitiesConfig } from './blocks/amenities.tsx';
import { bannerCarouselConfig } from './blocks/banner-carousel.tsx';
import { contactFormConfig } from './blocks/contact-form.tsx';
import { customHtmlConfig } from './blocks/custom-html.tsx';
import { discountOfferConfig } from './blocks/discount-offer.tsx';
import { featuredCategoriesConfig } from './blocks/featured-categories.tsx';
import { featuredProductsConfig } from './blocks/featured-products.tsx';
import { footerConfig } from './blocks/footer.tsx';
import { headerConfig } from './blocks/header.tsx';
import { imageGalleryConfig } from './blocks/image-gallery.tsx';
import { imageWithTextConfig } from './blocks/image-with-text.tsx';
import { mapConfig } from './blocks/map.tsx';
import { mobileStickyFooterConfig } from './blocks/mobile-sticky-footer.tsx';
import { richTextConfig } from './blocks/rich-text.tsx';
import { testimonialsConfig } from './blocks/testimonials.tsx';
import { videoConfig } from './blocks/video.tsx';
import { withTextsField } from './fields/with-texts-field.ts';
import { type RootProps, rootConfig } from './root-config.tsx';
import { withUnfilledRule } from './unfilled.tsx';

export const puckConfig: Config<BlockPropsMap, RootProps> = {
  categories: {
    layout: { title: 'Header & footer', components: ['Header', 'Footer', 'MobileStickyFooter'] },
    media: {
      title: 'Banners & media',
      components: ['BannerCarousel', 'ImageGallery', 'ImageWithText', 'Video', 'Map'],
    },
    content: {
      title: 'Text & trust',
      components: ['RichText', 'Amenities', 'Testimonials', 'DiscountOffer', 'ContactForm', 'CustomHtml'],
    },
    catalogue: { title: 'Catalogue', components: ['FeaturedCategories', 'FeaturedProducts'] },
  },
  components: {
    Header: withTextsField('Header', headerConfig),
    BannerCarousel: withTextsField(
      'BannerCarousel',
      withUnfilledRule('BannerCarousel', bannerCarouselConfig),
    ),
    ImageGallery: withTextsField('ImageGallery', withUnfilledRule('ImageGallery', imageGalleryConfig)),
    ImageWithText: withTextsField('ImageWithText', withUnfilledRule('ImageWithText', imageWithTextConfig)),
    RichText: withTextsField('RichText', withUnfilledRule('RichText', richTextConfig)),
    Video: withTextsField('Video', withUnfilledRule('Video', videoConfig)),
    Map: withTextsField('Map', withUnfilledRule('Map', mapConfig)),
    Amenities: withTextsField('Amenities', withUnfilledRule('Amenities', amenitiesConfig)),
    Testimonials: withTextsField('Testimonials', withUnfilledRule('Testimonials', testimonialsConfig)),
    DiscountOffer: withTextsField('DiscountOffer', withUnfilledRule('DiscountOffer', discountOfferConfig)),
    FeaturedCategories: withTextsField('FeaturedCategories', featuredCategoriesConfig),
    FeaturedProducts: withTextsField('FeaturedProducts', featuredProductsConfig),
    CustomHtml: withTextsField('CustomHtml', withUnfilledRule('CustomHtml', customHtmlConfig)),
    ContactForm: withTextsField('ContactForm', contactFormConfig),
    Footer: withTextsField('Footer', footerConfig),
    MobileStickyFooter: withTextsField('MobileStickyFooter', mobileStickyFooterConfig),
  },
  root: rootConfig,
};

export { effectOptionsFor, effectPlacement } from './fields/effect-placement.ts';
export type { RootProps };
