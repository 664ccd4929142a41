// Test helpers: render a page or a single block on the server the way the storefront does.
import { Render } from '@puckeditor/core/rsc';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { puckConfig } from './config.tsx';
import { parseBlock } from './document.ts';
import type { BlocksMetadata, StoreContext } from './metadata.ts';
import { type SiteData, toContent } from './page-data.ts';
import { DEFAULT_THEME_SETTINGS } from './theme-settings.ts';

export function renderData(data: SiteData, metadata: BlocksMetadata = {}): string {
  return renderToString(createElement(Render, { config: puckConfig, data, metadata }));
}

/** Renders blocks given as stored JSON: each is parsed with its schema first, as a document would be. */
export function renderBlocks(blocks: unknown[], metadata: BlocksMetadata = {}): string {
  const content = toContent(blocks.map(parseBlock));
  return renderData({ root: { props: { theme: DEFAULT_THEME_SETTINGS } }, content }, metadata);
}

/** The store the render tests show their blocks for. */
export const sampleStore: StoreContext = {
  storeName: 'Ravi Stores',
  baseUrl: '/s/ravi',
  currency: 'INR',
  locale: 'en-IN',
};
