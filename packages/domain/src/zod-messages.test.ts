// Refusals a schema leaves unnamed: plain words from the catalogue, translated like every message;
// a schema's own message (the spec's) still wins.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateMessage } from './message-translation.ts';
import { configurePlainZodMessages } from './zod-messages.ts';

const first = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected a refusal');
  return result.error.issues[0]?.message;
};

describe('plain zod messages', () => {
  beforeAll(() => configurePlainZodMessages());

  it.each([
    [z.object({ name: z.string() }), {}, 'Required Field'],
    [z.string().min(1), '', 'Required Field'],
    [z.string().min(3), 'ab', 'Enter at least 3 characters.'],
    [z.string().max(5), 'abcdef', 'Enter no more than 5 characters.'],
    [z.string().length(6), 'abc', 'Enter exactly 6 characters.'],
    [z.number(), 'x', 'Enter a number.'],
    [z.number().int(), 1.5, 'Enter a whole number.'],
    [z.number().min(1), 0, 'Enter a number of at least 1.'],
    [z.number().positive(), 0, 'Enter a number greater than 0.'],
    [z.number().max(20), 21, 'Enter a number no more than 20.'],
    [z.number().lt(10), 10, 'Enter a number less than 10.'],
    [z.array(z.string()).min(1), [], 'Add at least 1.'],
    [z.array(z.string()).max(2), ['a', 'b', 'c'], 'Add no more than 2.'],
    [z.enum(['a', 'b']), 'c', 'Choose one of the options.'],
    [z.email(), 'nope', 'Enter a valid email address.'],
    [z.url(), 'nope', 'Enter a valid web address.'],
    [z.string().regex(/^\d+$/), 'x1', 'Enter this in the right format.'],
    [z.number().multipleOf(5), 7, 'Enter a multiple of 5.'],
    [z.strictObject({}), { extra: 1 }, 'This form does not take: extra.'],
    [z.boolean(), 'yes', 'Enter a valid value.'],
  ] as const)('%#: words the issue plainly', (schema, value, message) => {
    expect(first(schema as z.ZodType, value)).toBe(message);
  });

  it("keeps a schema's own message", () => {
    expect(first(z.string().min(2, 'Please enter your store name'), 'a')).toBe(
      'Please enter your store name',
    );
  });

  it('is translated with its values kept', () => {
    expect(translateMessage('Enter at least 3 characters.', 'hi')).toBe('कम से कम 3 अक्षर डालें।');
    expect(translateMessage('Enter a number no more than 20.', 'ta')).toBe('20-க்கு மிகாத எண்ணை உள்ளிடவும்.');
    expect(translateMessage('Required Field', 'bn')).not.toBe('Required Field');
  });
});
