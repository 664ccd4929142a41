// The storefront's one script (bundled by scripts/shop-script.mjs, served under /_shop/): it only
// enhances pages that already work without it.
import { enhanceBanners } from '../enhance.ts';
import { enhanceAddToCart } from './add-to-cart.ts';
import { enhanceCartCount } from './cart-count.ts';
import { enableEffectsOnScroll } from './effects.ts';
import { enhanceMobileMenu } from './mobile-menu.ts';
import { enhancePincode } from './pincode.ts';
import { enhanceQuote } from './quote.ts';
import { enhanceSearch } from './search.ts';

export function enhanceShop(doc: Document = document): void {
  enhanceCartCount(doc);
  enhanceAddToCart(doc);
  enhanceSearch(doc);
  enhancePincode(doc);
  enhanceQuote(doc);
  enhanceMobileMenu(doc);
  enhanceBanners(doc);
  enableEffectsOnScroll(doc);
}
