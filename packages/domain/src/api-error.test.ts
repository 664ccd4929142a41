import { describe, expect, it } from 'vitest';
import { apiErrorSchema, ERROR_CODES, GENERIC_ERROR_MESSAGE } from './api-error.ts';

describe('the one error envelope', () => {
  it.each([
    [{ error: { code: 'not_found', message: 'Not found' } }, true],
    [{ error: { code: 'invalid', message: 'Required Field', fields: { name: 'Required Field' } } }, true],
    [{ error: { code: 'invalid' } }, false],
    [{ error: { code: 'invalid', message: 'x', fields: { name: 1 } } }, false],
    [{ message: 'x' }, false],
  ])('%j valid: %s', (body, ok) => {
    expect(apiErrorSchema.safeParse(body).success).toBe(ok);
  });

  it('names the stable codes of STYLE.md rule 5', () => {
    expect(ERROR_CODES).toEqual(
      expect.arrayContaining(['not_found', 'forbidden', 'invalid', 'conflict', 'limit_reached']),
    );
  });

  it("uses the spec's generic text (back-office.md §5)", () => {
    expect(GENERIC_ERROR_MESSAGE).toBe('Something went wrong');
  });
});
