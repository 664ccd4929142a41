// Puck's root: the theme settings (colours, fonts, corners, background) edited as the page's root
// fields and rendered around every page.
import type { CustomField, RootConfig } from '@puckeditor/core';
import { colourField } from './fields/colour-field.tsx';
import { imageField } from './fields/image-field.tsx';
import { selectField } from './fields/simple-fields.ts';
import { EMPTY_IMAGE } from './image.ts';
import { SiteRoot } from './root.tsx';
import {
  DEFAULT_THEME_SETTINGS,
  FONT_IDS,
  FONT_STACKS,
  type ThemeSettings,
  themeSettingsSchema,
} from './theme-settings.ts';

export type RootProps = { theme: ThemeSettings; title?: string };

const fontOptions = Object.fromEntries(FONT_IDS.map((id) => [id, FONT_STACKS[id].label])) as Record<
  string,
  string
>;

/** The background image field edits only the address; its SEO text is not used for a CSS background. */
const backgroundImageField: CustomField<string> = {
  type: 'custom',
  label: 'Background image',
  render: (props) =>
    imageField('Background image', 'background').render({
      ...props,
      field: { ...imageField('Background image', 'background'), label: props.field.label },
      value: { ...EMPTY_IMAGE, url: props.value ?? '' },
      onChange: (value) => props.onChange(value.url),
    }),
};

/** The theme background colour may be unset (null): an emptied field clears it. */
const backgroundColour = colourField('Background colour', { allowEmpty: true });
const backgroundColourField: CustomField<string | null> = {
  type: 'custom',
  label: 'Background colour',
  render: (props) =>
    backgroundColour.render({
      ...props,
      field: { ...backgroundColour, label: props.field.label },
      value: props.value ?? '',
      onChange: (value) => props.onChange(value === '' ? null : value),
    }),
};

/** Parses whatever the root holds; a root without valid theme settings renders with the defaults. */
export function rootTheme(props: Partial<RootProps> | undefined): ThemeSettings {
  const parsed = themeSettingsSchema.safeParse(props?.theme);
  return parsed.success ? parsed.data : DEFAULT_THEME_SETTINGS;
}

export const rootConfig: RootConfig<{ props: RootProps }> = {
  defaultProps: { theme: DEFAULT_THEME_SETTINGS },
  fields: {
    title: { type: 'text', label: 'Page name' },
    theme: {
      type: 'object',
      label: 'Theme',
      objectFields: {
        colors: {
          type: 'object',
          label: 'Colours',
          objectFields: {
            primary: colourField('Primary'),
            onPrimary: colourField('Text on primary'),
            accent: colourField('Accent'),
            text: colourField('Text'),
            muted: colourField('Secondary text'),
            surface: colourField('Panels'),
            background: colourField('Page'),
          },
        },
        fonts: {
          type: 'object',
          label: 'Fonts',
          objectFields: {
            heading: selectField('Headings', fontOptions),
            body: selectField('Body text', fontOptions),
            headingWeight: selectField('Heading weight', {
              '600': 'Semibold',
              '700': 'Bold',
              '800': 'Extra bold',
            }),
            headingCase: selectField('Heading case', { none: 'As typed', uppercase: 'UPPERCASE' }),
          },
        },
        corners: selectField('Corners', { square: 'Square', soft: 'Soft', round: 'Round' }),
        background: {
          type: 'object',
          label: 'Theme background',
          objectFields: {
            colorCode: backgroundColourField,
            backgroundImage: backgroundImageField,
            transparencyValue: { type: 'number', label: 'Transparency (0–1)', min: 0, max: 1, step: 0.1 },
          },
        },
      },
    },
  },
  render: ({ children, theme }) => <SiteRoot theme={rootTheme({ theme })}>{children}</SiteRoot>,
};
