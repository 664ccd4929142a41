// Secondary text must reach WCAG AA (4.5:1) on the backgrounds it sits on.
import { DEFAULT_THEME, isLightColor, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, cssVariablesResolver, DIMMED_TEXT, theme } from './theme.ts';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('dimmed text contrast', () => {
  it("Mantine's own dimmed grey fails AA on white (why it is replaced)", () => {
    expect(contrast(DEFAULT_THEME.colors.gray[6], '#ffffff')).toBeLessThan(4.5);
  });

  it.each([
    ['white', '#ffffff'],
    ['gray.0 (card and table backgrounds)', DEFAULT_THEME.colors.gray[0]],
    ['gray.1', DEFAULT_THEME.colors.gray[1]],
  ])('the dimmed text reaches 4.5:1 on %s', (_name, background) => {
    expect(contrast(DIMMED_TEXT, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('is what `dimmed` resolves to in the light scheme', () => {
    const resolved = cssVariablesResolver(mergeMantineTheme(DEFAULT_THEME, theme));
    expect(resolved.light['--mantine-color-dimmed']).toBe(DIMMED_TEXT);
  });
});

describe('coloured text and badges', () => {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const resolved = cssVariablesResolver(merged).light;

  it.each(Object.keys(merged.colors))('%s text of light and outline variants reads at 4.5:1', (name) => {
    const palette = merged.colors[name] as readonly string[];
    const text = resolved[`--mantine-color-${name}-light-color`] as string;
    expect(resolved[`--mantine-color-${name}-outline`]).toBe(text);
    for (const ground of ['#ffffff', DEFAULT_THEME.colors.gray[0], palette[1] as string])
      expect(contrastRatio(text, ground)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.keys(merged.colors))('white or black on filled %s reads at 4.5:1', (name) => {
    const filled = (merged.colors[name] as readonly string[])[6] as string;
    const text = isLightColor(filled, merged.luminanceThreshold) ? '#000000' : '#ffffff';
    expect(contrastRatio(text, filled)).toBeGreaterThanOrEqual(4.5);
  });
});
