import { describe, expect, it } from 'vitest';
import {
  BACKGROUND_TRANSPARENCY_DEFAULT,
  BACKGROUND_TRANSPARENCY_FROM_SLIDER,
  BANNER_MAX_IMAGES,
  BUILDER_MESSAGES,
  bannerAspectRatio,
  bannerImagesAccepted,
  CUSTOM_PAGES_PERMISSION,
  canOpenBuilder,
  customPagesAccess,
  dropUploadMode,
  GALLERY_ASPECT_RATIO,
  missingCanvasImageMessage,
  NESTED_SORT_DEFAULTS,
  OPEN_GRAPH_ASPECT_RATIO,
  pageContentDesc,
  previewReloadUrl,
  type ScrollEffect,
  type ScrollEffectContext,
  scrollEffectOption,
  scrollEffectOptions,
  seoPageName,
  storedCustomHtml,
  themeBackgroundSchema,
  visibleEditorUrl,
} from './website-builder.ts';

const FIRST: ScrollEffectContext = { blockIndex: 0, isMobile: false, isHeaderWithCoverImage: false };

describe('scroll effects (website-builder.md §4)', () => {
  it.each<[ScrollEffect, Partial<ScrollEffectContext>, string | null]>([
    ['parallax', {}, null],
    ['parallax', { blockIndex: 2 }, 'This effect is available only for the first section of the website'],
    ['fade-in', { isHeaderWithCoverImage: true }, 'This effect is not available for Header with Cover Image'],
    ['fade-in', {}, null],
    ['reveal', { isMobile: true }, 'This effect is not available for mobile'],
    ['reveal', { blockIndex: 3 }, null],
    ['zoom-in', { blockIndex: 3, isMobile: true, isHeaderWithCoverImage: true }, null],
    ['none-effect', { isMobile: true }, null],
  ])('%s with %j → popover %s', (effect, over, popover) => {
    expect(scrollEffectOption(effect, { ...FIRST, ...over })).toEqual({
      effect,
      enabled: popover === null,
      popover,
    });
  });

  it('lists the five effects in order', () => {
    expect(scrollEffectOptions({ ...FIRST, blockIndex: 1 }).map((o) => [o.effect, o.enabled])).toEqual([
      ['none-effect', true],
      ['reveal', true],
      ['parallax', false],
      ['zoom-in', true],
      ['fade-in', true],
    ]);
  });
});

describe('banner and gallery shapes (website-builder.md §5)', () => {
  it.each([
    [true, false, 1366 / 550],
    [true, true, 1024 / 550],
    [false, false, 1366 / 284],
    [false, true, 1024 / 400],
  ])('large %s, mobile %s → %d', (largeTemplate, mobile, ratio) => {
    expect(bannerAspectRatio({ largeTemplate, mobile })).toBe(ratio);
  });

  it('keeps gallery 16/9 and Open Graph square', () => {
    expect(GALLERY_ASPECT_RATIO).toBe(16 / 9);
    expect(OPEN_GRAPH_ASPECT_RATIO).toBe(1);
  });

  it.each([
    [0, 3, 3],
    [8, 5, 2],
    [10, 1, 0],
    [12, 1, 0],
  ])('a banner of %i takes %i more as %i (at most 10)', (current, dropped, accepted) => {
    expect(BANNER_MAX_IMAGES).toBe(10);
    expect(bannerImagesAccepted(current, dropped)).toBe(accepted);
  });

  it.each([
    [0, 'none'],
    [1, 'direct'],
    [2, 'multi'],
  ] as const)('%i dropped files → %s', (count, mode) => {
    expect(dropUploadMode(count)).toBe(mode);
  });
});

describe('background (website-builder.md §3, §9)', () => {
  it('defaults transparency to 1; the slider saves 0.5', () => {
    expect(BACKGROUND_TRANSPARENCY_DEFAULT).toBe(1);
    expect(BACKGROUND_TRANSPARENCY_FROM_SLIDER).toBe(0.5);
    expect(themeBackgroundSchema.parse({})).toEqual({
      colorCode: null,
      backgroundImage: '',
      transparencyValue: 1,
    });
  });
  it.each([
    [{ colorCode: '#fff', transparencyValue: 0.5 }, true],
    [{ colorCode: 'red' }, false],
    [{ transparencyValue: 1.5 }, false],
  ])('%j valid: %s', (value, ok) => {
    expect(themeBackgroundSchema.safeParse(value).success).toBe(ok);
  });
});

describe('SEO', () => {
  it.each([
    ['homepage', 'home'],
    ['staticpage', 'static'],
    ['listing', 'category'],
    ['details', 'product'],
    ['toString', null],
    ['cart', null],
  ])('page %s maps to %s', (page, name) => {
    expect(seoPageName(page)).toBe(name);
  });

  it.each([
    [
      { title: 'Asha Stores', keywords: 'rice, dal', description: 'Fresh groceries' },
      'Asha Stores | rice, dal | Fresh groceries',
    ],
    [{ title: ' Asha ', keywords: '', description: undefined }, 'Asha'],
    [{}, ''],
  ])('pageContentDesc of %j is %j', (seo, desc) => {
    expect(pageContentDesc(seo)).toBe(desc);
  });
});

describe('editor preview address (website-builder.md §2)', () => {
  it.each([
    [
      '/s/asha/preview?scrollTo=top&isOnlyHeader=1&isOnlyFooter=0&isModeChanged=1&mode=web&x=1',
      { scrollTo: 'gallery', mode: 'mobile' },
      '/s/asha/preview?x=1&scrollTo=gallery&mode=mobile',
    ],
    ['/s/asha/preview?scrollTo=gallery', { scrollTo: 'top', mode: 'web' }, '/s/asha/preview?mode=web'],
    ['/p#block-3', { mode: 'web' }, '/p?mode=web#block-3'],
    [
      'https://shop.example.in/p?isOnlyFooter=1',
      { scrollTo: null, mode: 'web' },
      'https://shop.example.in/p?mode=web',
    ],
  ])('reloading %s with %j gives %s', (url, options, next) => {
    expect(previewReloadUrl(url, options)).toBe(next);
  });

  it('drops the app token and mode from the visible address', () => {
    expect(visibleEditorUrl('/builder?token=abc&mode=web&page=home')).toBe('/builder?page=home');
    expect(visibleEditorUrl('/builder?t=abc&mode=web', 't')).toBe('/builder');
  });
});

describe('access (website-builder.md §6)', () => {
  it('opens only for the page owner', () => {
    expect(canOpenBuilder(7, 7)).toBe(true);
    expect(canOpenBuilder(8, 7)).toBe(false);
    expect(canOpenBuilder(null, 7)).toBe(false);
  });
  it.each([
    [true, true, 'open'],
    [false, true, 'ios-upgrade'],
    [false, false, 'upgrade-popup'],
  ] as const)('custom pages allowed %s on iOS %s → %s', (allowed, ios, access) => {
    expect(CUSTOM_PAGES_PERMISSION).toBe('CMS.Custom_Pages');
    expect(customPagesAccess(allowed, ios)).toBe(access);
  });
});

describe('texts (website-builder.md §8)', () => {
  it('keeps the spec texts, spelling included', () => {
    expect(BUILDER_MESSAGES).toEqual({
      openGraphUploaded: 'Open Graph Image Uploaded',
      faviconUploaded: 'Favicon Uploaded Succesfully',
      saved: 'Saved Successfully',
      seoUpdated: 'SEO Details Updated',
      themeSaveFailed: 'oops something went wrong try again',
      uploadFailed: 'Oops, something went wrong. Please try again.',
      openGraphMissing: 'Please Upload Open Graph Image',
      faviconMissing: 'Please Upload Favicon',
      domainDeleted: 'Domain Deleted Successfully',
      domainUpdated: 'Domain Updated Successfully',
    });
  });

  it.each([
    ['OG_IMAGE', null, 'Please Upload Open Graph Image'],
    ['FAVICON', ' ', 'Please Upload Favicon'],
    ['FAVICON', undefined, 'Please Upload Favicon'],
    ['OG_IMAGE', '/banner/og.png', null],
  ] as const)('%s with %j → %s', (type, url, message) => {
    expect(missingCanvasImageMessage(type, url)).toBe(message);
  });
});

describe('other rules', () => {
  it('URL-encodes a new custom HTML block only', () => {
    expect(storedCustomHtml('<p>Hi & bye</p>', true)).toBe('%3Cp%3EHi%20%26%20bye%3C%2Fp%3E');
    expect(storedCustomHtml('<p>Hi</p>', false)).toBe('<p>Hi</p>');
  });
  it('keeps the nested sort defaults', () => {
    expect(NESTED_SORT_DEFAULTS).toEqual({ tabSize: 20, expandOnHoverMs: 700, maxLevels: 0 });
  });
});
