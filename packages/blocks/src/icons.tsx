// A small set of line icons drawn for the blocks (24×24, stroke = currentColor), so no icon font ships.
import type { ReactElement } from 'react';

const PATHS = {
  search: 'M11 4a7 7 0 1 0 0 14a7 7 0 1 0 0-14M20 20l-4.2-4.2',
  menu: 'M4 7h16M4 12h16M4 17h16',
  home: 'M4 11l8-7l8 7M6 10v10h12V10M10 20v-6h4v6',
  grid: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h2l2.4 11h10.2L20 8H6.3M9 20a1 1 0 1 0 0.01 0M17 20a1 1 0 1 0 0.01 0',
  user: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c1-4 4.5-6 8-6s7 2 8 6',
  phone: 'M5 4h4l2 5l-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  whatsapp: 'M4 20l1.3-4A8 8 0 1 1 8 18.7zM9 9c0 3 3 6 6 6l1-1.5l-2-1l-1 1a4 4 0 0 1-2.5-2.5l1-1l-1-2z',
  mail: 'M3 6h18v12H3zM3 7l9 6l9-6',
  pin: 'M12 21s7-6.2 7-12a7 7 0 0 0-14 0c0 5.8 7 12 7 12M12 6.5a2.5 2.5 0 1 0 0 5a2.5 2.5 0 1 0 0-5',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
  truck: 'M2 6h11v10H2zM13 10h4l3 3v3h-7M6 18a1.5 1.5 0 1 0 0.01 0M17 18a1.5 1.5 0 1 0 0.01 0',
  leaf: 'M5 19C5 10 10 5 20 4c-1 10-6 15-15 15M5 19l8-8',
  star: 'M12 3l2.7 5.6l6.1.9l-4.4 4.3l1 6.1L12 17l-5.4 2.9l1-6.1L3.2 9.5l6.1-.9z',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8.2-8 9c-4.6-.8-8-4.5-8-9V6z M9 12l2 2l4-4',
  return: 'M4 10h11a5 5 0 0 1 0 10H9M4 10l4-4M4 10l4 4',
  scissors: 'M6 4a3 3 0 1 0 0 6a3 3 0 1 0 0-6M6 14a3 3 0 1 0 0 6a3 3 0 1 0 0-6M8.5 8.5L20 18M8.5 15.5L20 6',
  sparkle: 'M12 3v6M12 15v6M3 12h6M15 12h6M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3',
  heart: 'M12 20s-8-4.8-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 9c0 6.2-8 11-8 11',
  cup: 'M4 8h13v5a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6zM17 10h1.5a2.5 2.5 0 0 1 0 5H16M8 3v2M12 3v2',
  chef: 'M7 14h10v6H7zM7 14a4 4 0 1 1 1.5-7.7A4 4 0 0 1 15.5 6.3A4 4 0 1 1 17 14',
  wifi: 'M2 9a15 15 0 0 1 20 0M5 12.5a10 10 0 0 1 14 0M8.5 16a5 5 0 0 1 7 0M12 19.5h.01',
  parking: 'M4 4h16v16H4zM10 16V8h3a2.5 2.5 0 0 1 0 5h-3',
  card: 'M3 6h18v12H3zM3 10h18M7 15h4',
  bolt: 'M13 3L5 14h6l-1 7l8-11h-6z',
  tag: 'M3 12V4h8l9 9l-8 8zM7.5 7.5h.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8M17.5 6.5h.01',
  youtube: 'M3 8a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3zM10 9v6l5-3z',
  x: 'M4 4l16 16M20 4L4 20',
  linkedin: 'M4 9h4v11H4zM6 4a2 2 0 1 0 0 4a2 2 0 1 0 0-4M11 9h4v2a4 4 0 0 1 5 3v6h-4v-6a2 2 0 0 0-4 0v6h-1z',
  play: 'M8 5v14l11-7z',
  quote:
    'M6 17c-2 0-3-1.5-3-4c0-3 2-6 5-7l.5 1.5C7 8.5 6 10 6 11h3v6zM15 17c-2 0-3-1.5-3-4c0-3 2-6 5-7l.5 1.5C16 8.5 15 10 15 11h3v6z',
} as const;

export type IconName = keyof typeof PATHS;
export const ICON_NAMES = Object.keys(PATHS) as IconName[];

export function Icon({
  name,
  size = 20,
  label,
}: {
  name: IconName;
  size?: number;
  label?: string;
}): ReactElement {
  return (
    <svg
      className="sk-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
