// The storefront pages' own markup (listing, product, category index) is written as escaped
// template literals, not rendered with React: these parts are plain HTML with no state and no
// hydration, and react-dom's server renderer took about 100 µs for a category page's 24 cards,
// a fifth of the page's CPU, where the same markup as templates takes about 5 (docs/decisions/
// 0049-shop-markup-templates.md). The website's blocks stay React components (Puck).
//
// `html` escapes every interpolated value as react-dom does (& < > " '), inserts markup made by
// `html` as it is, joins arrays and leaves out null, undefined and false. The output keeps
// react-dom's form (void elements closed with "/>", boolean attributes as name=""), so the pages
// are the same bytes as before.

import { escapeHtml } from '@storekeep/domain/html';

/** Markup already made safe: inserted by `html` as it is. */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

export type HtmlPart = Html | string | number | null | undefined | false | readonly HtmlPart[];

function partText(part: HtmlPart): string {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (typeof part === 'number') return String(part);
  if (typeof part === 'string') return escapeHtml(part);
  let out = '';
  for (const item of part) out += partText(item);
  return out;
}

export function html(strings: TemplateStringsArray, ...values: HtmlPart[]): Html {
  // A plain loop: a listing page makes some 300 of these, and a callback per part showed.
  let out = strings[0] as string;
  for (let i = 1; i < strings.length; i++) out += partText(values[i - 1]) + strings[i];
  return new Html(out);
}

/** An attribute written only when `on` (react-dom writes a true boolean attribute as name=""). */
export function flag(name: string, on: boolean): Html | null {
  return on ? new Html(` ${name}=""`) : null;
}
