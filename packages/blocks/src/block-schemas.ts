// Every block's props schema by its type name: the site document validates each block with these,
// the server uses them on save and the editor can show their field errors.
import type { z } from 'zod';
import { amenitiesPropsSchema } from './blocks/amenities.tsx';
import { bannerCarouselPropsSchema } from './blocks/banner-carousel.tsx';
import { contactFormPropsSchema } from './blocks/contact-form.tsx';
import { customHtmlPropsSchema } from './blocks/custom-html.tsx';
import { discountOfferPropsSchema } from './blocks/discount-offer.tsx';
import { featuredCategoriesPropsSchema } from './blocks/featured-categories.tsx';
import { featuredProductsPropsSchema } from './blocks/featured-products.tsx';
import { footerPropsSchema } from './blocks/footer.tsx';
import { headerPropsSchema } from './blocks/header.tsx';
import { imageGalleryPropsSchema } from './blocks/image-gallery.tsx';
import { imageWithTextPropsSchema } from './blocks/image-with-text.tsx';
import { mapPropsSchema } from './blocks/map.tsx';
import { mobileStickyFooterPropsSchema } from './blocks/mobile-sticky-footer.tsx';
import { richTextPropsSchema } from './blocks/rich-text.tsx';
import { testimonialsPropsSchema } from './blocks/testimonials.tsx';
import { videoPropsSchema } from './blocks/video.tsx';

export const BLOCK_SCHEMAS = {
  Header: headerPropsSchema,
  BannerCarousel: bannerCarouselPropsSchema,
  ImageGallery: imageGalleryPropsSchema,
  ImageWithText: imageWithTextPropsSchema,
  RichText: richTextPropsSchema,
  Video: videoPropsSchema,
  Map: mapPropsSchema,
  Amenities: amenitiesPropsSchema,
  Testimonials: testimonialsPropsSchema,
  DiscountOffer: discountOfferPropsSchema,
  FeaturedCategories: featuredCategoriesPropsSchema,
  FeaturedProducts: featuredProductsPropsSchema,
  CustomHtml: customHtmlPropsSchema,
  ContactForm: contactFormPropsSchema,
  Footer: footerPropsSchema,
  MobileStickyFooter: mobileStickyFooterPropsSchema,
} as const;

export type BlockType = keyof typeof BLOCK_SCHEMAS;
/** Each block's props as stored (after parsing). */
export type BlockPropsMap = { [K in BlockType]: z.output<(typeof BLOCK_SCHEMAS)[K]> };
export const BLOCK_TYPES = Object.keys(BLOCK_SCHEMAS) as BlockType[];

/** Where each block may be placed: shared fragments hold only their own block. */
export const FRAGMENT_BLOCKS = {
  header: ['Header'],
  footer: ['Footer'],
  mobileStickyFooter: ['MobileStickyFooter'],
} as const;
export const PAGE_BLOCKS: BlockType[] = BLOCK_TYPES.filter(
  (type) => !['Header', 'Footer', 'MobileStickyFooter'].includes(type),
);

export function isBlockType(type: string): type is BlockType {
  return Object.hasOwn(BLOCK_SCHEMAS, type);
}
