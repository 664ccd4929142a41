import { describe, expect, it } from 'vitest';
import { findTextProblems, TEXT_MESSAGES, textProblem } from './text-input.ts';

describe('text a request may carry', () => {
  it.each([
    ['plain text', 'Masala chai', null],
    ['Indic text and a whole emoji', 'मसाला चाय 🍵', null],
    ['a NUL byte', 'chai\u0000', TEXT_MESSAGES.nul],
    ['a lone high surrogate', 'chai \uD83C', TEXT_MESSAGES.loneSurrogate],
    ['a lone low surrogate', '\uDF75 chai', TEXT_MESSAGES.loneSurrogate],
    ['two high surrogates', '\uD83C\uD83C\uDF75', TEXT_MESSAGES.loneSurrogate],
  ])('judges %s', (_name, text, problem) => {
    expect(textProblem(text)).toBe(problem);
  });

  it('names every bad text and key by its path, and passes numbers, nulls and booleans', () => {
    expect(
      findTextProblems({
        name: 'ok',
        items: [{ name: 'fine' }, { note: 'a\u0000b', quantity: 2 }],
        customer: { 'bad\u0000key': 'x', ok: null, flag: true },
        tags: ['\uD800'],
      }),
    ).toEqual({
      'items.1.note': TEXT_MESSAGES.nul,
      'customer.bad\u0000key': TEXT_MESSAGES.nul,
      'tags.0': TEXT_MESSAGES.loneSurrogate,
    });
  });
});
