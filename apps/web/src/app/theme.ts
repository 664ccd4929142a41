// The admin app's Mantine theme: calm blue, roomy controls, system fonts with Noto for Indic scripts.
import { createTheme, type MantineColorsTuple } from '@mantine/core';

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
  },
});
