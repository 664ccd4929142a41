import { describe, expect, it } from 'vitest';
import { blockTranslation, blockTranslationsSchema, textPattern } from './block-translations.ts';

// A block with a heading (120 like the base field), and slides whose button labels take 40.
const schema = blockTranslationsSchema({ heading: 120, 'slides.*.buttonLabel': 40 });

describe('website block texts per language', () => {
  it('keeps a heading and a slide’s button label given in Hindi and Tamil, trimmed', () => {
    expect(
      schema.parse({
        hi: { heading: ' हमारी दुकान ', 'slides.0.buttonLabel': 'अभी देखें' },
        ta: { heading: 'எங்கள் கடை' },
      }),
    ).toEqual({
      hi: { heading: 'हमारी दुकान', 'slides.0.buttonLabel': 'अभी देखें' },
      ta: { heading: 'எங்கள் கடை' },
    });
  });

  it.each([
    ['a code outside the nine', { fr: { heading: 'Notre boutique' } }],
    ['a text the block does not translate', { hi: { buttonHref: '/offers' } }],
    ['a list text named without its place', { hi: { 'slides.buttonLabel': 'देखें' } }],
    ['a heading longer than the base heading may be', { hi: { heading: 'क'.repeat(121) } }],
    ['a button label longer than 40', { bn: { 'slides.2.buttonLabel': 'ক'.repeat(41) } }],
    ['a text that is not a string', { hi: { heading: 7 } }],
  ])('refuses %s', (_, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });

  it('drops a text or a language left empty, so the base text shows there', () => {
    expect(
      schema.parse({ hi: { heading: 'दुकान', 'slides.0.buttonLabel': '  ' }, ta: { heading: '' } }),
    ).toEqual({ hi: { heading: 'दुकान' } });
    expect(schema.parse({})).toEqual({});
  });

  it('names a list text by its field with the place as *', () => {
    expect(textPattern('slides.12.heading')).toBe('slides.*.heading');
    expect(textPattern('columns.0.links.3.label')).toBe('columns.*.links.*.label');
    expect(textPattern('heading')).toBe('heading');
  });

  it('answers the text in the language when given, else null for the base text', () => {
    const given = { hi: { heading: 'हमारी दुकान' } };
    expect(blockTranslation(given, 'hi', 'heading')).toBe('हमारी दुकान');
    expect(blockTranslation(given, 'ta', 'heading')).toBeNull();
    expect(blockTranslation(undefined, 'hi', 'heading')).toBeNull();
  });

  it('cleans a text as its base field is cleaned, and drops one the cleaning leaves empty', () => {
    const body = blockTranslationsSchema(
      { html: 1000 },
      { html: (html) => html.replace(/<script>.*?<\/script>/g, '') },
    );
    expect(
      body.parse({
        hi: { html: '<p>नमस्ते</p><script>alert(1)</script>' },
        ta: { html: '<script>x</script>' },
      }),
    ).toEqual({
      hi: { html: '<p>नमस्ते</p>' },
    });
  });

  it('refuses a text longer than its base field before cleaning it', () => {
    const body = blockTranslationsSchema({ html: 10 }, { html: () => 'short' });
    expect(body.safeParse({ hi: { html: 'क'.repeat(11) } }).success).toBe(false);
  });
});
