// The admin app's Mantine theme: calm blue, roomy controls, system fonts with Noto for Indic scripts.
import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

const brand: MantineColorsTuple = [
  '#e7f2ff',
  '#d0e2ff',
  '#a0c2fb',
  '#6da0f7',
  '#4283f3',
  '#2771f1',
  '#1767f1',
  '#0657d7',
  '#004dc1',
  '#0042ab',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  /**
   * Text on a filled colour (badges, buttons) is black or white, whichever reads better: at this
   * luminance the two have the same contrast (4.58:1), so every colour gets at least that (WCAG AA).
   * Mantine's white-on-anything fails on red, orange, yellow, green, lime and teal.
   */
  autoContrast: true,
  luminanceThreshold: 0.179,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily:
    "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Devanagari', 'Noto Sans Bengali', 'Noto Sans Tamil', 'Noto Sans Telugu', 'Noto Sans Kannada', 'Noto Sans Malayalam', 'Noto Sans Gujarati', sans-serif",
  headings: { fontWeight: '650' },
  components: {
    Button: { defaultProps: { fw: 600 } },
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Drawer: { defaultProps: { position: 'right' } },
    Notification: { defaultProps: { radius: 'md' } },
    // A table wider than its card scrolls sideways: keyboard users reach it with Tab, then the arrows.
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

/**
 * Secondary text (Mantine's `dimmed`, the page-header subtitle and hints everywhere). Mantine's own
 * grey is 3.3:1 on white, under WCAG AA's 4.5:1 for body text; this one is 6.1:1 on white and stays
 * over 4.5:1 on the light grey card and table backgrounds.
 */
export const DIMMED_TEXT = '#5c636a';

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Coloured text of the light, outline and subtle variants (badges, status chips, light buttons)
 * for one palette: the first of shades 7–9 that reads at 4.5:1 on white, on the light grey of cards
 * and tables and on the colour's own light background, else shade 9 darkened until it does.
 * Mantine uses shade 6 (outline) and 9 (light), under 4.5:1 for most colours.
 */
export function readableShade(palette: readonly string[]): string {
  const grounds = ['#ffffff', DEFAULT_THEME.colors.gray[0], palette[1] as string];
  const reads = (color: string) => grounds.every((ground) => contrastRatio(color, ground) >= 4.5);
  const shade = [palette[7], palette[8], palette[9]].find((color) => color && reads(color));
  if (shade) return shade;
  let color = palette[9] as string;
  for (let amount = 0.05; !reads(color) && amount < 1; amount += 0.05)
    color = darken(palette[9] as string, amount);
  return color;
}

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    ...Object.fromEntries(
      Object.entries(resolved.colors).flatMap(([name, palette]) => {
        const readable = readableShade(palette);
        return [
          [`--mantine-color-${name}-light-color`, readable],
          [`--mantine-color-${name}-outline`, readable],
          [`--mantine-color-${name}-text`, readable],
        ];
      }),
    ),
  },
  dark: {},
});
