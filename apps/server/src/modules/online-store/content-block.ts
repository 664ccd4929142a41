// One custom HTML block of the site's draft by its id (website-builder.md §3 "Custom HTML block":
// contentBlockId, textArea): the apps' content editor opens a block by the id it was given.
import type { SiteDocument } from '@storekeep/blocks/document';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SupplierSession } from '../../http/session.ts';
import { getDraftDocument } from './site-helpers.ts';

export const CONTENT_BLOCK_NOT_FOUND = 'This content block is not on your website.';

export interface ContentBlock {
  contentBlockId: string;
  /** The block's own id in the page (Puck's props.id). */
  blockId: string;
  /** The page the block is on, or the shared part (header, footer, mobileStickyFooter). */
  placement: string;
  textArea: string;
  encoding: 'url' | 'plain';
  title: string;
}

function* customHtmlBlocks(doc: SiteDocument) {
  for (const page of doc.pages)
    for (const block of page.content.content)
      if (block.type === 'CustomHtml') yield { block, placement: page.id };
  for (const [name, fragment] of Object.entries(doc.fragments))
    for (const block of fragment.content) if (block.type === 'CustomHtml') yield { block, placement: name };
}

/** The custom HTML block whose contentBlockId (or block id) is `id`, from the draft the editor edits. */
export async function contentBlockById(db: Db, session: SupplierSession, id: string): Promise<ContentBlock> {
  if (id === '') throw notFound(CONTENT_BLOCK_NOT_FOUND);
  const doc = await getDraftDocument(db, session.supplierId);
  for (const { block, placement } of customHtmlBlocks(doc)) {
    const props = block.props as {
      id: string;
      contentBlockId?: string;
      textArea?: string;
      encoding?: 'url' | 'plain';
      title?: string;
    };
    if (props.contentBlockId === id || props.id === id)
      return {
        contentBlockId: props.contentBlockId || props.id,
        blockId: props.id,
        placement,
        textArea: props.textArea ?? '',
        encoding: props.encoding ?? 'url',
        title: props.title ?? '',
      };
  }
  throw notFound(CONTENT_BLOCK_NOT_FOUND);
}
