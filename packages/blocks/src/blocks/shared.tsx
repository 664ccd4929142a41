// Pieces every block uses: the section shell with its effect, images with SEO text, links, schemas.

import { hasWebpVariant, imagePath } from '@storekeep/domain/image-path';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { effectClassName, scrollEffectSchema } from '../effects.ts';
import { hasImageVariants, type ImageRef } from '../image.ts';
import type { ScrollEffect } from '../metadata.ts';

export const hexColourSchema = z
  .string()
  .regex(/^(?:#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}))?$/, 'Please enter a colour like #1c7ed6')
  .default('');

export const linkSchema = z.object({
  label: z.string().trim().min(1).max(60),
  href: z.string().trim().min(1).max(500),
});
export type LinkItem = z.infer<typeof linkSchema>;

/** Props every block has: the scroll effect. Puck's own id sits beside them (see StoredBlock). */
export const blockBaseSchema = z.object({
  effect: scrollEffectSchema,
});

/** What Puck adds to every block's props when it renders it. */
export interface PuckId {
  id?: string;
}

export function Section({
  kind,
  effect,
  children,
  style,
  label,
  className = '',
}: {
  kind: string;
  effect: ScrollEffect | undefined;
  children: ReactNode;
  style?: React.CSSProperties;
  label?: string;
  className?: string;
}) {
  return (
    <section
      className={`sk-block sk-${kind}${className ? ` ${className}` : ''}${effectClassName(effect)}`}
      data-block={kind}
      aria-label={label}
      style={style}
    >
      {children}
    </section>
  );
}

export function Img({
  image,
  className,
  eager = false,
  width,
  height,
  sizes,
  variants,
}: {
  image: ImageRef;
  className?: string;
  eager?: boolean;
  width?: number;
  height?: number;
  sizes?: string;
  /** Whether the file has its _500X mobile variant; by default every uploaded image does. */
  variants?: boolean;
}) {
  if (!image.url) return null;
  const hasVariants = variants ?? hasImageVariants(image.url);
  const srcSet = hasVariants
    ? `${imagePath(image.url, { mobile: true })} 500w, ${image.url} 1366w`
    : undefined;
  const img = (
    <img
      className={className}
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? (sizes ?? '100vw') : undefined}
      alt={image.alt}
      title={image.tooltip || undefined}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      width={width}
      height={height}
    />
  );
  // Files in the webp folders come as webp too (shared-blocks §7): the browser takes those first.
  if (!hasVariants || !hasWebpVariant(image.url)) return img;
  const webpSrcSet = `${imagePath(image.url, { mobile: true, webp: true })} 500w, ${imagePath(image.url, { webp: true })} 1366w`;
  return (
    <picture className="sk-picture">
      <source type="image/webp" srcSet={webpSrcSet} sizes={sizes ?? '100vw'} />
      {img}
    </picture>
  );
}

export function Heading({ text, sub }: { text: string; sub?: string }) {
  if (!text && !sub) return null;
  return (
    <header className="sk-heading">
      {text ? <h2>{text}</h2> : null}
      {sub ? <p>{sub}</p> : null}
    </header>
  );
}
