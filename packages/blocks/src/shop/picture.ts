// One storefront picture: a <picture> whose webp source lists the sizes the files come in, the
// JPEG/PNG <img> under it for browsers without webp, width and height against layout shift, and
// lazy loading unless the picture is above the fold.
import { type Html, html } from './html.ts';

export interface PictureFiles {
  /** The original (JPEG or PNG): what a browser without webp falls back to. */
  src: string;
  /** Candidates in the original's format (`url 500w, …`); null when there is one file. */
  srcSet: string | null;
  /** Candidates as webp; null when the picture has no webp files (yet). */
  webpSrcSet: string | null;
  width: number;
  height: number;
}

export function picture(
  files: PictureFiles,
  options: {
    alt: string;
    sizes: string;
    /** Above the fold: loaded at once (the page's main picture also with high priority). */
    eager?: boolean;
    highPriority?: boolean;
    className?: string;
  },
): Html {
  const loading = !options.eager
    ? html` loading="lazy" decoding="async"`
    : options.highPriority
      ? html` fetchPriority="high" decoding="async"`
      : html` decoding="async"`;
  const className = options.className ? html` class="${options.className}"` : null;
  const srcSet = files.srcSet ? html` srcSet="${files.srcSet}" sizes="${options.sizes}"` : null;
  const webp = files.webpSrcSet
    ? html`<source type="image/webp" srcSet="${files.webpSrcSet}" sizes="${options.sizes}"/>`
    : null;
  return html`<picture${className}>${webp}<img src="${files.src}"${srcSet} alt="${options.alt}" width="${files.width}" height="${files.height}"${loading}/></picture>`;
}

/**
 * A product without a photo: a neutral square with the name's first letter, drawn by CSS (no
 * file, no request), in the same box a photo takes.
 */
export function noPicture(name: string, className = 'sk-shop-noimg'): Html {
  const letter = Array.from(name.trim())[0]?.toLocaleUpperCase() ?? '';
  return html`<span class="${className}" role="img" aria-label="${name}"><span aria-hidden="true">${letter}</span></span>`;
}
