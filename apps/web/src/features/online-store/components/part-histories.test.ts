// Undo over the whole session: a part's history is handed back when the part opens again.
import type { Data } from '@puckeditor/core';
import { describe, expect, it } from 'vitest';
import { PartHistories } from './part-histories.ts';

const page = (...blocks: string[]): Data => ({
  root: { props: {} },
  content: blocks.map((id) => ({ type: 'RichText', props: { id } })),
});
const step = (data: Data) => ({ state: { data } });

describe('part histories', () => {
  it('resumes where the merchant stood when the part is unchanged, so Undo brings a deleted block back', () => {
    const histories = new PartHistories();
    histories.keep('page:home', { histories: [step(page('a', 'b')), step(page('a'))], index: 1 }, page('a'));
    expect(histories.resume('page:home', page('a'))).toEqual({
      histories: [step(page('a', 'b')), step(page('a'))],
      index: 1,
      appendData: false,
    });
  });

  it('drops what was undone, and adds the part as it is now when it changed meanwhile', () => {
    const histories = new PartHistories();
    const steps = [step(page('a', 'b')), step(page('a')), step(page())];
    histories.keep('page:home', { histories: steps, index: 1 }, page('a'));
    expect(histories.resume('page:home', page('a', 'c'))).toEqual({
      histories: steps.slice(0, 2),
      appendData: true,
    });
  });

  it('starts afresh for a part never opened, and after the latest draft was loaded', () => {
    const histories = new PartHistories();
    expect(histories.resume('page:about', page('a'))).toBeUndefined();
    histories.keep('page:home', { histories: [step(page('a'))], index: 0 }, page('a'));
    histories.clear();
    expect(histories.resume('page:home', page('a'))).toBeUndefined();
  });
});
