import { SCROLL_EFFECT_POPOVERS } from '@storekeep/domain/website-builder';
import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { customHtmlConfig } from './blocks/custom-html.tsx';
import { bannerSlidesField, slideFromImage } from './fields/banner-slides-field.tsx';
import { pickerValue } from './fields/colour-field.tsx';
import { BlocksEditorContext } from './fields/editor-context.tsx';
import { effectField } from './fields/effect-field.tsx';
import { translationsField } from './fields/translations-field.tsx';

const noop = () => undefined;

/** Stands in for the editor's rich-text editor (Puck's, which needs the editor around it). */
function StandInRichText(props: { value: string; lang: string; testId: string }) {
  return createElement('div', { 'data-rich': props.lang, 'data-testid': props.testId }, props.value);
}

describe("the blocks' own editor fields", () => {
  it('the effect slider shows refused effects disabled with the popover text', () => {
    const field = effectField({ blockIndex: 1, isMobile: true, isHeaderWithCoverImage: false });
    const html = renderToString(
      field.render({ field, name: 'effect', id: 'effect', value: 'none-effect', onChange: noop }),
    );
    expect(html).toMatch(/<input type="radio" disabled=""[^>]*value="parallax"/);
    expect(html).toMatch(/<input type="radio" disabled=""[^>]*value="reveal"/);
    expect(html).not.toMatch(/<input type="radio" disabled=""[^>]*value="zoom-in"/);
    expect(html).toContain(SCROLL_EFFECT_POPOVERS.firstSectionOnly);
    expect(html).toContain(SCROLL_EFFECT_POPOVERS.notOnMobile);
  });

  it("the effect slider follows the editor's live place of the selected block over the resolved one", () => {
    // Resolved for a block at index 3 (the one selected a moment before); the editor says index 0.
    const field = effectField({ blockIndex: 3, isMobile: false, isHeaderWithCoverImage: false });
    const element = field.render({
      field,
      name: 'effect',
      id: 'effect',
      value: 'none-effect',
      onChange: noop,
    });
    const render = (services: { useSelectedBlockIndex?: () => number | undefined }) =>
      renderToString(
        createElement(BlocksEditorContext.Provider, { value: services }, element) as ReactElement,
      );
    expect(render({ useSelectedBlockIndex: () => 0 })).toMatch(
      /<input type="radio"(?! disabled)[^>]*value="parallax"/,
    );
    expect(render({ useSelectedBlockIndex: () => undefined })).toMatch(
      /<input type="radio" disabled=""[^>]*value="parallax"/,
    );
    expect(render({})).toMatch(/<input type="radio" disabled=""[^>]*value="parallax"/);
  });

  it('the banner field offers uploads when the editor provides them, and stops at 10 images', () => {
    const slides = (n: number) =>
      Array.from({ length: n }, (_, i) => slideFromImage({ url: `/b/${i}.jpg`, alt: '', tooltip: '' }));
    const render = (n: number, withUploads: boolean): string => {
      const element = bannerSlidesField.render({
        field: bannerSlidesField,
        name: 'slides',
        id: 's',
        value: slides(n),
        onChange: noop,
      });
      const services = withUploads ? { uploadImages: async () => [] } : {};
      return renderToString(
        createElement(BlocksEditorContext.Provider, { value: services }, element) as ReactElement,
      );
    };
    expect(render(2, true)).toContain('2/10 images');
    expect(render(2, true)).toContain('type="file"');
    expect(render(2, false)).not.toContain('type="file"');
    expect(render(10, true)).not.toContain('type="file"');
    expect(render(10, true)).not.toContain('Add slide');
  });

  it('the custom HTML field shows the stored URL-encoded text as plain HTML', () => {
    const field = customHtmlConfig.fields?.textArea;
    if (field?.type !== 'custom') throw new Error('custom field');
    const html = renderToString(
      field.render({
        field,
        name: 'textArea',
        id: 't',
        value: encodeURIComponent('<b>Hi</b>'),
        onChange: noop,
      }),
    );
    expect(html).toContain('&lt;b&gt;Hi&lt;/b&gt;</textarea>');
  });
});

describe('colour field', () => {
  it('gives the picker six digits and falls back to black for an unset or broken colour', () => {
    expect(pickerValue('#abc')).toBe('#aabbcc');
    expect(pickerValue('#1C7ED6')).toBe('#1c7ed6');
    expect(pickerValue('')).toBe('#000000');
    expect(pickerValue('red')).toBe('#000000');
    expect(pickerValue(null)).toBe('#000000');
  });

  it("a rich text's body in another language is written with the editor's rich-text editor", () => {
    const field = translationsField('RichText');
    const element = field.render({
      field,
      name: 'translations',
      id: 'translations',
      value: { hi: { html: '<p>नमस्ते</p>' } },
      onChange: noop,
    });
    const render = (withEditor: boolean) =>
      renderToString(
        createElement(
          BlocksEditorContext.Provider,
          {
            value: {
              useSelectedBlockProps: () => ({ html: '<p>Hello</p>' }),
              ...(withEditor
                ? {
                    RichTextInput: StandInRichText,
                  }
                : {}),
            },
          },
          element,
        ) as ReactElement,
      );
    const rich = render(true);
    expect(rich).toContain('data-rich="hi"');
    expect(rich).toContain('data-testid="block-translation-html"');
    expect(rich).toContain('&lt;p&gt;नमस्ते&lt;/p&gt;');
    expect(rich).toContain('<legend');
    // Without the editor's rich-text editor (no provider), the HTML is typed in a box.
    expect(render(false)).toMatch(/<textarea[^>]*data-testid="block-translation-html"/);
  });
});

describe("the fields' words in the editor's language", () => {
  const words: Record<string, string> = {
    'ui.language': 'भाषा',
    'ui.imagesCount': '{{count}}/{{max}} फ़ोटो',
    'ui.addSlide': 'स्लाइड जोड़ें',
    'effect.none-effect': 'कोई नहीं',
    'popover.notOnMobile': 'यह इफ़ेक्ट मोबाइल पर नहीं मिलता',
    'text.Header.companyName': 'दुकान का नाम',
  };
  const translate = (key: string, english: string) => words[key] ?? english;
  const inEditor = (element: ReactElement, services = {}) =>
    renderToString(
      createElement(
        BlocksEditorContext.Provider,
        { value: { translate, ...services } },
        element,
      ) as ReactElement,
    );

  it('show the label Puck hands them, and their own words through translate', () => {
    const effect = effectField({ blockIndex: 1, isMobile: true, isHeaderWithCoverImage: false });
    const html = inEditor(
      effect.render({
        field: { ...effect, label: 'एनिमेशन' },
        name: 'effect',
        id: 'effect',
        value: 'none-effect',
        onChange: noop,
      }),
    );
    expect(html).toContain('एनिमेशन');
    expect(html).toContain('कोई नहीं');
    expect(html).toContain('यह इफ़ेक्ट मोबाइल पर नहीं मिलता');
    expect(html).not.toContain('Animation / scroll effect');

    const slides = inEditor(
      bannerSlidesField.render({
        field: bannerSlidesField,
        name: 'slides',
        id: 's',
        value: [],
        onChange: noop,
      }),
    );
    expect(slides).toContain('0/10 फ़ोटो');
    expect(slides).toContain('स्लाइड जोड़ें');
  });

  it("name a block's texts per language by the block and the text", () => {
    const field = translationsField('Header');
    const html = inEditor(
      field.render({
        field: { ...field, label: 'दूसरी भाषाएँ' },
        name: 'translations',
        id: 'translations',
        value: {},
        onChange: noop,
      }),
      { useSelectedBlockProps: () => ({ companyName: 'Meena Stores' }) },
    );
    expect(html).toContain('दूसरी भाषाएँ');
    expect(html).toContain('भाषा');
    expect(html).toContain('दुकान का नाम');
    expect(html).not.toContain('Store name');
  });
});
