// Every image in a block carries its SEO text (alt, tooltip) with it: the image SEO slider edits these.
import { z } from 'zod';

export const imageRefSchema = z.object({
  url: z.string().max(2000).default(''),
  alt: z.string().max(250).default(''),
  tooltip: z.string().max(250).default(''),
});
export type ImageRef = z.infer<typeof imageRefSchema>;

export const EMPTY_IMAGE: ImageRef = { url: '', alt: '', tooltip: '' };

export function image(url: string, alt: string, tooltip = ''): ImageRef {
  return { url, alt, tooltip };
}

/** Images shipped with the themes are served from here (files in packages/blocks/assets/themes). */
export const THEME_ASSETS_URL_PREFIX = '/theme-assets/';

/** Uploaded images have size variants (shared-blocks §7); the themes' own SVG art does not. */
export function hasImageVariants(url: string): boolean {
  return url !== '' && !url.startsWith(THEME_ASSETS_URL_PREFIX) && !/\.svg(?:$|\?)/i.test(url);
}
