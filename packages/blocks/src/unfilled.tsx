// Sections that need the merchant's own words or pictures (reviews, a story, a gallery, an offer,
// a map address) are left out of the published store until they are filled; in the editor an
// empty one shows "Add your own" in its place, so the merchant sees what to fill.

import { shopProfileText } from '@storekeep/domain/shop-profile';
import type { ReactElement } from 'react';
import type { BlockPropsMap, BlockType } from './block-schemas.ts';
import { useBlocksEditor } from './fields/editor-context.tsx';
import { type BlocksMetadata, languageOf } from './metadata.ts';

const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();

const RULES: { [K in BlockType]?: (props: BlockPropsMap[K]) => boolean } = {
  BannerCarousel: (p) => p.slides.length === 0,
  ImageGallery: (p) => p.images.length === 0,
  ImageWithText: (p) => p.heading.trim() === '' && p.text.trim() === '',
  RichText: (p) => typeof p.html === 'string' && textOf(p.html) === '',
  Video: (p) => p.url === '',
  Map: (p) => p.address === '',
  Amenities: (p) => p.items.length === 0,
  Testimonials: (p) => p.items.length === 0,
  CustomHtml: (p) => p.textArea.trim() === '',
  DiscountOffer: (p) => p.heading.trim() === '' && p.text.trim() === '' && p.code === '',
};

/** Whether the block still waits for the merchant's content (and so stays off the live store). */
export function isUnfilled<K extends BlockType>(type: K, props: BlockPropsMap[K]): boolean {
  const rule = RULES[type] as ((props: BlockPropsMap[K]) => boolean) | undefined;
  return rule ? rule(props) : false;
}

export function AddYourOwn(props: { type: BlockType; label: string; metadata?: BlocksMetadata | undefined }) {
  // Editor chrome: in the language of the person editing, not of the store's shoppers.
  const { language, translate } = useBlocksEditor();
  const lang = language ?? languageOf(props.metadata);
  const name = translate ? translate(`block.${props.type}`, props.label) : props.label;
  return (
    <div
      className="sk-add-your-own"
      data-add-your-own=""
      style={{
        margin: '12px auto',
        maxWidth: 1100,
        padding: '24px 16px',
        border: '2px dashed #8a94a6',
        borderRadius: 12,
        textAlign: 'center',
        color: '#3b4352',
        background: '#f5f7fa',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <strong>
        {shopProfileText(lang, 'addYourOwn')}: {name}
      </strong>
      <p style={{ margin: '6px 0 0' }}>{shopProfileText(lang, 'hiddenUntilFilled')}</p>
    </div>
  );
}

type RenderOf = (props: { puck?: unknown }) => ReactElement | null;

/** The block's config whose render leaves an unfilled block out (or shows "Add your own" in the editor). */
export function withUnfilledRule<
  C extends { label?: string | undefined; render: (...args: never[]) => ReactElement },
>(type: BlockType, config: C): C {
  if (!RULES[type]) return config;
  const render = config.render as unknown as RenderOf;
  const wrapped: RenderOf = (props) => {
    if (!isUnfilled(type, props as unknown as BlockPropsMap[typeof type])) return render(props);
    const puck = props.puck as { isEditing?: boolean; metadata?: BlocksMetadata } | undefined;
    return puck?.isEditing ? (
      <AddYourOwn type={type} label={config.label ?? type} metadata={puck.metadata} />
    ) : null;
  };
  return { ...config, render: wrapped as unknown as C['render'] };
}
