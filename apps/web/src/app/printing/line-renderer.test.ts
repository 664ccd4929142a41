import { describe, expect, it } from 'vitest';
import { wrapWords } from './line-renderer.ts';

// One unit of width a character: the canvas measures in dots, the rule is the same.
const measure = (text: string) => [...text].length;

describe('a drawn line wider than the paper', () => {
  it('wraps between words, each row within the width', () => {
    expect(wrapWords('தக்காளி நாட்டு 1 kg பை', 15, measure)).toEqual(['தக்காளி நாட்டு', '1 kg பை']);
  });

  it('keeps a word wider than the line whole on its own row (the canvas narrows it)', () => {
    expect(wrapWords('ab வரிக்குரியமதிப்பு cd', 6, measure)).toEqual(['ab', 'வரிக்குரியமதிப்பு', 'cd']);
  });
});
