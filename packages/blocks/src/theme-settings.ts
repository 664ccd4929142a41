// Site-wide theme settings: colours, fonts, corner style and the background (colour, image,
// transparency) of website-builder §3. The root of every page renders them as CSS variables.
import { themeBackgroundSchema } from '@storekeep/domain/website-builder';
import { z } from 'zod';

const hex = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'Please enter a colour like #1c7ed6');

/** Font choices are stacks of fonts found on phones and desktops, so no web font has to load. */
export const FONT_STACKS = {
  'modern-sans': {
    label: 'Modern sans',
    stack: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  },
  'humanist-sans': {
    label: 'Friendly sans',
    stack: '"Trebuchet MS", "Gill Sans", "Noto Sans", "DejaVu Sans", Verdana, sans-serif',
  },
  'display-sans': {
    label: 'Bold display',
    stack: '"Avenir Next", "Segoe UI Semibold", "Noto Sans Display", "Helvetica Neue", Arial, sans-serif',
  },
  'classic-serif': {
    label: 'Classic serif',
    stack: 'Georgia, "Noto Serif", "DejaVu Serif", "Times New Roman", serif',
  },
  'elegant-serif': {
    label: 'Elegant serif',
    stack:
      '"Palatino Linotype", Palatino, "Book Antiqua", "Noto Serif Display", "Noto Serif", Georgia, serif',
  },
  'technical-mono': {
    label: 'Technical',
    stack: '"SF Mono", "Cascadia Code", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace',
  },
} as const;
export type FontId = keyof typeof FONT_STACKS;
export const FONT_IDS = Object.keys(FONT_STACKS) as FontId[];

export const themeSettingsSchema = z.object({
  colors: z.object({
    primary: hex,
    onPrimary: hex,
    accent: hex,
    text: hex,
    muted: hex,
    surface: hex,
    background: hex,
  }),
  fonts: z.object({
    heading: z.enum(FONT_IDS as [FontId, ...FontId[]]),
    body: z.enum(FONT_IDS as [FontId, ...FontId[]]),
    headingWeight: z.enum(['600', '700', '800']).default('700'),
    headingCase: z.enum(['none', 'uppercase']).default('none'),
  }),
  corners: z.enum(['square', 'soft', 'round']).default('soft'),
  background: themeBackgroundSchema,
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;

export const DEFAULT_THEME_SETTINGS: ThemeSettings = {
  colors: {
    primary: '#1c7ed6',
    onPrimary: '#ffffff',
    accent: '#f59f00',
    text: '#1f2328',
    muted: '#5f6b7a',
    surface: '#f4f6f8',
    background: '#ffffff',
  },
  fonts: { heading: 'modern-sans', body: 'modern-sans', headingWeight: '700', headingCase: 'none' },
  corners: 'soft',
  background: { colorCode: null, backgroundImage: '', transparencyValue: 1 },
};

const RADIUS = { square: '0px', soft: '10px', round: '22px' } as const;

/** The CSS custom properties the stylesheet reads. */
export function themeCssVariables(theme: ThemeSettings): Record<string, string> {
  return {
    '--sk-primary': theme.colors.primary,
    '--sk-on-primary': theme.colors.onPrimary,
    '--sk-accent': theme.colors.accent,
    '--sk-text': theme.colors.text,
    '--sk-muted': theme.colors.muted,
    '--sk-surface': theme.colors.surface,
    '--sk-bg': theme.background.colorCode ?? theme.colors.background,
    '--sk-font-heading': FONT_STACKS[theme.fonts.heading].stack,
    '--sk-font-body': FONT_STACKS[theme.fonts.body].stack,
    '--sk-heading-weight': theme.fonts.headingWeight,
    '--sk-heading-case': theme.fonts.headingCase,
    '--sk-radius': RADIUS[theme.corners],
  };
}
