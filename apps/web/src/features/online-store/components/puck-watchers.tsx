// What the website editor hands to Puck that must stay the same between renders, and the small
// components rendered inside Puck that report its state back to the editor (preview width, the
// open part's history, the selected block's place).
import { createUsePuck, type IframeConfig, type Viewports } from '@puckeditor/core';
import { blockIndexIn, EFFECTS_WAIT_CLASS } from '@storekeep/blocks/editor';
import type { BlocksMetadata } from '@storekeep/blocks/metadata';
import type { TFunction } from 'i18next';
import { type ReactNode, useEffect } from 'react';
import type { PartHistory } from './part-histories.ts';

/** The preview widths, named in the user's language (the editor keeps one list per language). */
export const editorViewports = (t: TFunction): Viewports => [
  { width: 360, height: 'auto', label: t('builder.editor.viewports.mobile'), icon: 'Smartphone' },
  { width: 768, height: 'auto', label: t('builder.editor.viewports.tablet'), icon: 'Tablet' },
  { width: 1280, height: 'auto', label: t('builder.editor.viewports.desktop'), icon: 'Monitor' },
];

/**
 * The same object on every render: Puck fits the preview to the window again whenever its iframe
 * setting changes, which undid every press of the Mobile and Tablet buttons.
 */
export const IFRAME: IframeConfig = { enabled: true };

const usePuck = createUsePuck();

/** The selected block's index among the page's blocks (for the blocks' scroll-effect slider). */
export function useSelectedBlockIndex(): number | undefined {
  return usePuck((state) => {
    const index = blockIndexIn(state.appState.data.content, state.selectedItem?.props.id);
    return index === -1 ? undefined : index;
  });
}

/** The selected block's props as Puck holds them now (for the block's texts in other languages). */
export function useSelectedBlockProps(): Record<string, unknown> | undefined {
  return usePuck((state) => state.selectedItem?.props as Record<string, unknown> | undefined);
}

function viewportOf(width: number | '100%'): BlocksMetadata['viewport'] {
  if (width === '100%' || width > 768) return 'desktop';
  return width > 360 ? 'tablet' : 'mobile';
}

/** Rendered inside Puck: tells the editor which preview width is showing (for the effect rules). */
export function ViewportWatch({ onChange }: { onChange: (viewport: BlocksMetadata['viewport']) => void }) {
  const width = usePuck((state) => state.appState.ui.viewports.current.width);
  useEffect(() => onChange(viewportOf(width)), [width, onChange]);
  return null;
}

/** Rendered inside Puck: hands the open part's history to the editor as it grows. */
export function HistoryWatch({ onChange }: { onChange: (history: PartHistory) => void }) {
  const histories = usePuck((state) => state.history.histories);
  const index = usePuck((state) => state.history.index);
  useEffect(() => onChange({ histories, index }), [histories, index, onChange]);
  return null;
}

/**
 * Puck's preview frame (its `iframe` override): blocks show as they look once scrolled to. The
 * scroll effects wait, as on a store page before the shopper's first scroll, since the editor's
 * canvas does not scroll the way a shopper does and would leave blocks half faded.
 */
export function StillEffectsFrame({ children, document }: { children: ReactNode; document?: Document }) {
  useEffect(() => {
    document?.documentElement.classList.add(EFFECTS_WAIT_CLASS);
  }, [document]);
  return <>{children}</>;
}
