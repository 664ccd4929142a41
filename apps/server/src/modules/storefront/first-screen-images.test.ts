import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_IMAGES, firstScreenEager } from './first-screen-images.ts';

const img = (n: number) => `<img src="/p/${n}.webp" alt="" loading="lazy" decoding="async">`;

describe('first-screen pictures', () => {
  it('loads the first pictures of a page at once and leaves the rest lazy', () => {
    const page = `<header><img src="/logo.webp" alt="Shop"></header><main>${Array.from({ length: 12 }, (_, i) => img(i + 1)).join('')}</main>`;
    const out = firstScreenEager(page);
    const tags = out.match(/<img\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(13);
    // The logo counts as one of the first screen's pictures.
    expect(tags.slice(0, FIRST_SCREEN_IMAGES).some((tag) => tag.includes('loading="lazy"'))).toBe(false);
    expect(tags.slice(FIRST_SCREEN_IMAGES).every((tag) => tag.includes('loading="lazy"'))).toBe(true);
    expect(tags[1]).toBe('<img src="/p/1.webp" alt="" decoding="async">');
  });

  it('leaves words that merely mention loading="lazy" alone', () => {
    const text = '<p>Set loading="lazy" on your pictures</p>';
    expect(firstScreenEager(text)).toBe(text);
  });
});
