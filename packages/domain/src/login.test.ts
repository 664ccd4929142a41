import { describe, expect, it } from 'vitest';
import {
  CHANGE_PASSWORD_MESSAGES,
  changePasswordRequestSchema,
  EMAIL_PATTERN,
  LOGIN_MESSAGES,
  loginRequestSchema,
  loginValidationMessage,
  PASSWORD_MIN_LENGTH,
} from './login.ts';

describe('login messages (shared-blocks.md §5 Login, §8)', () => {
  it('keeps the spec texts letter for letter', () => {
    expect(LOGIN_MESSAGES).toEqual({
      bothEmpty: 'Please enter email and password',
      emailEmpty: 'Email cannot be empty',
      emailInvalid: 'Please enter a valid email',
      passwordEmpty: 'Password cannot be empty.',
      authenticationFailed: 'User Authentication Failed..',
    });
  });

  it.each([
    ['', '', 'Please enter email and password'],
    ['  ', '', 'Please enter email and password'],
    ['', 'secret', 'Email cannot be empty'],
    ['asha', 'secret', 'Please enter a valid email'],
    ['asha@shop', '', 'Please enter a valid email'],
    ['asha@shop.in', '', 'Password cannot be empty.'],
    [' asha@shop.in ', 'secret', null],
  ])('email %j, password %j → %s', (email, password, message) => {
    expect(loginValidationMessage({ email, password })).toBe(message);
  });
});

describe('email pattern', () => {
  it.each([
    ['asha@shop.in', true],
    ['a.b+c@mail.co.in', true],
    ['asha@-shop.in', false],
    ['asha shop@shop.in', false],
    ['asha@shop.i', false],
    ['@shop.in', false],
  ])('%s → %s', (email, ok) => {
    expect(EMAIL_PATTERN.test(email)).toBe(ok);
  });
});

describe('login request schema', () => {
  it('puts the message on the field it concerns', () => {
    const noPassword = loginRequestSchema.safeParse({ email: 'asha@shop.in', password: '' });
    expect(noPassword.error?.issues[0]).toMatchObject({
      message: 'Password cannot be empty.',
      path: ['password'],
    });
    const noEmail = loginRequestSchema.safeParse({ email: '', password: 'x' });
    expect(noEmail.error?.issues[0]).toMatchObject({ message: 'Email cannot be empty', path: ['email'] });
    expect(loginRequestSchema.safeParse({ email: 'asha@shop.in', password: 'x' }).success).toBe(true);
  });
});

describe('change password', () => {
  it.each([
    [{ currentPassword: '', newPassword: 'abcdefgh' }, CHANGE_PASSWORD_MESSAGES.currentEmpty],
    [
      { currentPassword: 'old', newPassword: 'short' },
      `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    ],
    [
      { currentPassword: 'abcdefgh', newPassword: 'abcdefgh' },
      'New password must differ from the current password.',
    ],
    [{ currentPassword: 'old', newPassword: 'abcdefgh' }, null],
  ])('%j → %s', (input, message) => {
    const result = changePasswordRequestSchema.safeParse(input);
    expect(result.error?.issues[0]?.message ?? null).toBe(message);
  });
});
