// The words the blocks' own editor fields show besides their labels, in English. The editor hands
// their translations in through BlocksEditorContext's `translate`, keyed `ui.<name>` (the effects
// `effect.<id>`, the spec's popovers `popover.<name>`); without it they show as written here.
import { SCROLL_EFFECT_POPOVERS, type ScrollEffect } from '@storekeep/domain/website-builder';
import { SCROLL_EFFECT_LABELS } from '../effects.ts';
import { useBlocksEditor } from './editor-context.tsx';

export const EDITOR_TEXTS = {
  language: 'Language',
  otherLanguagesHint:
    'Shoppers who pick this language see these texts; a text left empty shows as you wrote it above.',
  writeTextsFirst: 'Write the block’s texts first.',
  imagesCount: '{{count}}/{{max}} images',
  dropImages: 'Drop images here or choose',
  bannerLimit: 'A banner holds at most {{max}} images.',
  uploadFailed: 'Oops, something went wrong. Please try again.',
  slide: 'Slide {{number}}',
  moveUp: 'Move up',
  moveDown: 'Move down',
  removeSlide: 'Remove slide',
  slideHeading: 'Heading',
  slideText: 'Text',
  slideButtonLabel: 'Button label',
  slideButtonLink: 'Button link',
  addSlide: 'Add slide',
  imageSeoHint: 'Alt text and tooltip of each image help search engines (image SEO).',
  uploadImage: 'Upload image',
  imageAddress: 'Image address',
  altText: 'Alt text',
  tooltip: 'Tooltip',
  removeImage: 'Remove image',
  oneIdPerLine: 'One id per line, in the order to show.',
  colourPicker: '{{label}} picker',
  themeColour: 'Theme colour',
} as const;

export type EditorTextKey = keyof typeof EDITOR_TEXTS;

/** `{{name}}` in a text filled from the values. */
export function fillText(text: string, values: Record<string, string | number> = {}): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

const asWritten = (_key: string, english: string) => english;

/** The fields' words in the editor's language: `text('slide', { number: 2 })`. */
export function useEditorTexts() {
  const { translate = asWritten } = useBlocksEditor();
  const popoverKey = new Map(Object.entries(SCROLL_EFFECT_POPOVERS).map(([key, text]) => [text, key]));
  return {
    translate,
    text: (key: EditorTextKey, values?: Record<string, string | number>) =>
      fillText(translate(`ui.${key}`, EDITOR_TEXTS[key]), values),
    effect: (effect: ScrollEffect) => translate(`effect.${effect}`, SCROLL_EFFECT_LABELS[effect]),
    /** One of the spec's popover texts (SCROLL_EFFECT_POPOVERS), else the text as it is. */
    popover: (english: string) => {
      const key = popoverKey.get(english as never);
      return key ? translate(`popover.${key}`, english) : english;
    },
  };
}
