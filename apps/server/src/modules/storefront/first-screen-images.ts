// The pictures of a storefront page a phone's first screen may show are loaded at once, whichever
// blocks they come from: a lazy picture in view is only requested after layout, which held the
// largest paint of the home pages back by seconds on a slow phone. Pictures further down stay lazy.

/**
 * In page order: the logo, a banner, a row of category circles and the first product cards (the
 * largest picture of the shipped themes' home pages was at most the 8th).
 */
export const FIRST_SCREEN_IMAGES = 8;

export function firstScreenEager(html: string, count = FIRST_SCREEN_IMAGES): string {
  // Only the first `count` tags are looked at: the rest of the page is copied as it is, not
  // searched to the end for tags that stay as they are.
  const tags = /<img\b[^>]*>/g;
  let out = '';
  let from = 0;
  for (let seen = 0; seen < count; seen++) {
    const match = tags.exec(html);
    if (!match) break;
    out += html.slice(from, match.index) + match[0].replace(' loading="lazy"', '');
    from = tags.lastIndex;
  }
  return from === 0 ? html : out + html.slice(from);
}
