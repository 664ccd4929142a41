// Rich text is merchant HTML shown to shoppers: it keeps formatting and links and loses everything
// that can run code. sanitize-html runs the same on the server (save, render) and in the editor.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'span',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel', 'title'], '*': ['style'] },
  allowedStyles: { '*': { 'text-align': [/^(?:left|right|center|justify)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const attrs: sanitizeHtml.Attributes = { ...attribs };
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else delete attrs.target;
      return { tagName, attribs: attrs };
    },
  },
};

export const RICH_TEXT_MAX_LENGTH = 50_000;

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * A rich text's body in another language, sanitised as the base body is; one with no words left
 * (an emptied editor's `<p></p>`) is no text, so the base body shows in that language.
 */
export function richTextTranslation(html: string): string {
  const clean = sanitizeRichText(html);
  const words = clean
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return words === '' ? '' : clean;
}
