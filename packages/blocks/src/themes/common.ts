// Pages every theme has in some form: the category-listing and product-details templates and
// the contact page. Each theme passes its own words and block choices.
import type { AmenityItem } from '../blocks/amenities.tsx';
import { page, type themeKit } from './build.ts';

type Kit = ReturnType<typeof themeKit>;

export function templatePages(
  kit: Kit,
  options: {
    perks: Array<{ icon: AmenityItem['icon']; title: string }>;
    alsoLike: string;
  },
) {
  const listing = page('category-listing', 'Category', 'category', [
    kit.block('Amenities', {
      layout: 'strip',
      items: options.perks.map((perk) => ({ icon: perk.icon, title: perk.title, text: '', detail: '' })),
    }),
  ]);
  const details = page('product-details', 'Product', 'product', [
    kit.block('Amenities', {
      layout: 'strip',
      items: options.perks.map((perk) => ({ icon: perk.icon, title: perk.title, text: '', detail: '' })),
    }),
    kit.block('FeaturedProducts', {
      heading: options.alsoLike,
      source: 'newest',
      limit: 4,
      webLayout: 'grid-4',
      mobileLayout: 'scroll',
    }),
  ]);
  return [listing, details];
}
