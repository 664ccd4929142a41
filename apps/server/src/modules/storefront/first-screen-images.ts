// The pictures of a storefront page a phone's first screen may show are loaded at once, whichever
// blocks they come from: a lazy picture in view is only requested after layout, which held the
// largest paint of the home pages back by seconds on a slow phone. Pictures further down stay lazy.

/**
 * In page order: the logo, a banner, a row of category circles and the first product cards (the
 * largest picture of the shipped themes' home pages was at most the 8th).
 */
export const FIRST_SCREEN_IMAGES = 8;

export function firstScreenEager(html: string, count = FIRST_SCREEN_IMAGES): string {
  let seen = 0;
  return html.replace(/<img\b[^>]*>/g, (tag) => (++seen > count ? tag : tag.replace(' loading="lazy"', '')));
}
