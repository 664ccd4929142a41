import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_ASSETS_DIR } from '../assets-path.ts';
import { migrateSiteDocument } from '../document.ts';
import { THEME_ASSETS_URL_PREFIX } from '../image.ts';
import { THEMES, type Theme, type VerticalKey } from './index.ts';

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return [n >> 16, (n >> 8) & 255, n & 255]
    .map((c) => c / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    .reduce((sum, c, i) => sum + c * ([0.2126, 0.7152, 0.0722][i] ?? 0), 0);
}
function contrast(a: string, b: string): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** `fg` drawn at `opacity` over `bg`, as the browser blends it. */
function blend(fg: string, bg: string, opacity: number): string {
  const rgb = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16);
    return [n >> 16, (n >> 8) & 255, n & 255];
  };
  const [f, b] = [rgb(fg), rgb(bg)];
  const mixed = f.map((c, i) => Math.round(c * opacity + (b[i] ?? 0) * (1 - opacity)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}
/** The faintest footer text (titles and the copyright line, styles.ts `.sk-footer-title`). */
const FOOTER_FAINTEST_OPACITY = 0.7;

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

describe.each(THEMES.map((theme) => [theme.id, theme] as const))('theme %s', (_id, theme) => {
  const site = migrateSiteDocument(theme.document);

  it('every image it points at is bundled', () => {
    const used = strings([theme.document, theme.demo, theme.preview]).filter((text) =>
      text.startsWith(THEME_ASSETS_URL_PREFIX),
    );
    expect(used.length).toBeGreaterThan(5);
    for (const url of used)
      expect(existsSync(`${THEME_ASSETS_DIR}${url.slice(THEME_ASSETS_URL_PREFIX.length)}`), url).toBe(true);
  });

  it('text meets WCAG AA contrast (4.5:1) on the page and on panels, and on the primary colour', () => {
    const { colors } = site.theme;
    for (const [fg, bg] of [
      [colors.text, colors.background],
      [colors.muted, colors.background],
      [colors.muted, colors.surface],
      [colors.onPrimary, colors.primary],
    ] as const) {
      expect(contrast(fg, bg), `${fg} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('footer text, even the faintest, meets WCAG AA contrast on the footer', () => {
    const footer = site.fragments.footer.content.find((block) => block.type === 'Footer');
    const props = (footer?.props ?? {}) as { backgroundColour?: string; textColour?: string };
    // The footer's own colours, else the stylesheet's: page text as background, page background as text.
    const bg = props.backgroundColour || site.theme.colors.text;
    const fg = props.textColour || site.theme.colors.background;
    const faintest = blend(fg, bg, FOOTER_FAINTEST_OPACITY);
    expect(contrast(faintest, bg), `${faintest} on ${bg}`).toBeGreaterThanOrEqual(4.5);
  });

  it('is a whole site, not a colour swap: its own home page blocks, SEO and vertical', () => {
    const home = site.pages.find((page) => page.kind === 'home');
    expect(home?.content.content.length).toBeGreaterThanOrEqual(5);
    expect(home?.seo.title).not.toBe('');
    expect(home?.seo.description).not.toBe('');
    expect(theme.verticals.length).toBeGreaterThan(0);
    expect(site.fragments.header.content[0]?.type).toBe('Header');
  });
});

const VERTICALS: VerticalKey[] = [
  'grocery',
  'fashion',
  'electronics',
  'restaurant',
  'salon',
  'clinic',
  'general',
];

it('the themes differ in layout and look, two or more for every vertical', () => {
  const signatures = THEMES.map((theme) => {
    const site = migrateSiteDocument(theme.document);
    const home = site.pages.find((page) => page.kind === 'home');
    return JSON.stringify([
      home?.content.content.map((block) => block.type),
      site.theme.fonts.heading,
      site.theme.colors.primary,
    ]);
  });
  expect(new Set(signatures).size).toBe(THEMES.length);
  expect(new Set(THEMES.flatMap((theme) => theme.verticals))).toEqual(new Set(VERTICALS));
  for (const vertical of VERTICALS) {
    const offered = THEMES.filter((theme) => theme.verticals.includes(vertical));
    expect(offered.length, vertical).toBeGreaterThanOrEqual(2);
    // Siblings are not recolours: each has its own home-page blocks, palette and type.
    const distinct = (of: (theme: Theme) => unknown) =>
      new Set(offered.map((t) => JSON.stringify(of(t)))).size;
    const home = (theme: Theme) => theme.document.pages.find((page) => page.kind === 'home');
    expect(
      distinct((t) => home(t)?.content.content.map((block) => block.type)),
      vertical,
    ).toBe(offered.length);
    expect(
      distinct((t) => t.document.theme.colors.primary),
      vertical,
    ).toBe(offered.length);
    expect(
      distinct((t) => t.document.theme.fonts),
      vertical,
    ).toBe(offered.length);
    const homeVertical = offered.filter((theme) => theme.verticals[0] === vertical);
    expect(new Set(homeVertical.map((t) => t.document.theme.fonts.heading)).size, vertical).toBe(
      homeVertical.length,
    );
  }
});
