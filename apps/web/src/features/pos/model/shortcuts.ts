// The POS keyboard shortcuts (shared-blocks.md §9: Alt or Ctrl combinations mapped to events; the
// spec does not list them, these are ours). One table feeds the key handling and the help overlay.

export const POS_SHORTCUT_IDS = [
  'search',
  'camera',
  'customer',
  'quantity',
  'lineDiscount',
  'billDiscount',
  'up',
  'down',
  'remove',
  'mode',
  'cash',
  'complete',
  'print',
  'hold',
  'resume',
  'newBill',
  'help',
] as const;
export type PosShortcutId = (typeof POS_SHORTCUT_IDS)[number];

/** Mantine useHotkeys combinations for each action; the first is the one the overlay shows first. */
export const POS_SHORTCUTS: Record<PosShortcutId, readonly string[]> = {
  search: ['F2', 'alt+S'],
  camera: ['alt+K'],
  customer: ['alt+C'],
  quantity: ['alt+Q'],
  lineDiscount: ['alt+D'],
  billDiscount: ['alt+B'],
  up: ['alt+ArrowUp'],
  down: ['alt+ArrowDown'],
  remove: ['alt+X'],
  mode: ['alt+M'],
  cash: ['alt+T'],
  complete: ['ctrl+Enter', 'alt+Enter'],
  print: ['alt+P'],
  hold: ['alt+H'],
  resume: ['alt+R'],
  newBill: ['alt+N'],
  help: ['F1', 'alt+/'],
};

/** 'alt+ArrowUp' → 'Alt + ↑' for the overlay. */
export function shortcutLabel(combo: string): string {
  const names: Record<string, string> = { alt: 'Alt', ctrl: 'Ctrl', ArrowUp: '↑', ArrowDown: '↓' };
  return combo
    .split('+')
    .map((part) => names[part] ?? part)
    .join(' + ');
}
