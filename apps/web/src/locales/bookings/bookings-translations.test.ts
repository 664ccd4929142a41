// The bookings screens in the nine languages: every string translated (no key missing, no English
// copy), with the same {{placeholders}} as English so nothing is lost from a message.
import { describe, expect, it } from 'vitest';
import { bookings as bn } from './bn.ts';
import { bookings as en } from './en.ts';
import { bookings as gu } from './gu.ts';
import { bookings as hi } from './hi.ts';
import { bookings as kn } from './kn.ts';
import { bookings as ml } from './ml.ts';
import { bookings as mr } from './mr.ts';
import { bookings as ta } from './ta.ts';
import { bookings as te } from './te.ts';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : leaves(value, `${prefix}${key}.`),
  );
}
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
const english = new Map(leaves(en as Tree));

describe.each([
  ['hi', hi],
  ['mr', mr],
  ['bn', bn],
  ['ta', ta],
  ['gu', gu],
  ['kn', kn],
  ['ml', ml],
  ['te', te],
])('bookings strings in %s', (_code, translation) => {
  const translated = new Map(leaves(translation as Tree));

  it('has every English key and no other', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('keeps every placeholder of the English text', () => {
    const lost = [...english].filter(([key, text]) => {
      const other = translated.get(key);
      return other !== undefined && placeholders(other).join() !== placeholders(text).join();
    });
    expect(lost.map(([key]) => key)).toEqual([]);
  });

  it('is a translation, not an English copy', () => {
    const copies = [...english].filter(([key, text]) => translated.get(key) === text);
    expect(copies.map(([key]) => key)).toEqual([]);
  });
});

describe('the server’s booking refusals', () => {
  it('each have their English text on screen, word for word', async () => {
    const { BOOKING_MESSAGES } = await import('@storekeep/domain/booking');
    expect(en.bookings.errors).toEqual(BOOKING_MESSAGES);
  });
});
