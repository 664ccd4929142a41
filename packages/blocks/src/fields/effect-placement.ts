// Where a block stands for the scroll-effect rules, worked out in the editor from Puck's state.

import type { CustomField } from '@puckeditor/core';
import {
  type ScrollEffectContext,
  type ScrollEffectOption,
  scrollEffectOptions,
} from '@storekeep/domain/website-builder';
import type { BlocksMetadata, ScrollEffect } from '../metadata.ts';
import { effectField } from './effect-field.tsx';

interface PlacedBlock {
  type: string;
  props: { id?: string; coverImage?: { url: string } };
}

/** A block's index among the blocks of what is being edited (0 = the first section); -1 when absent. */
export function blockIndexIn(
  content: ReadonlyArray<{ props: { id?: string } }>,
  id: string | undefined,
): number {
  return id === undefined ? -1 : content.findIndex((item) => item.props.id === id);
}

/** The block's index among the blocks of what is being edited (0 = the first section). */
export function effectPlacement(
  block: PlacedBlock,
  content: ReadonlyArray<{ props: { id?: string } }>,
  metadata: BlocksMetadata | undefined,
): ScrollEffectContext {
  const index = blockIndexIn(content, block.props.id);
  return {
    blockIndex: index === -1 ? content.length : index,
    isMobile: metadata?.viewport === 'mobile',
    isHeaderWithCoverImage: block.type === 'Header' && Boolean(block.props.coverImage?.url),
  };
}

/** The effects the editor offers a block right now (for an editor that draws its own slider). */
export function effectOptionsFor(
  block: PlacedBlock,
  content: ReadonlyArray<{ props: { id?: string } }>,
  metadata: BlocksMetadata | undefined,
): ScrollEffectOption[] {
  return scrollEffectOptions(effectPlacement(block, content, metadata));
}

/** For a block's resolveFields: the effect slider with this block's availability rules. */
export function placedEffectField(
  type: string,
  data: { props: PlacedBlock['props'] },
  params: {
    appState: { data: { content: ReadonlyArray<{ props: { id?: string } }> } };
    metadata: BlocksMetadata;
  },
): CustomField<ScrollEffect> {
  return effectField(
    effectPlacement({ type, props: data.props }, params.appState.data.content, params.metadata),
  );
}
