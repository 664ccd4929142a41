// Login form rules and messages, letter for letter from shared-blocks.md §5 Login and §8.
import { z } from 'zod';

export const LOGIN_MESSAGES = {
  bothEmpty: 'Please enter email and password',
  emailEmpty: 'Email cannot be empty',
  emailInvalid: 'Please enter a valid email',
  passwordEmpty: 'Password cannot be empty.',
  authenticationFailed: 'User Authentication Failed..',
} as const;

/** A practical e-mail shape: one @, no spaces, a dotted domain with a 2+ letter top level. */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,}$/;

export interface LoginInput {
  email: string;
  password: string;
}

/** The one message the login form shows for this input, or null when it may be sent. */
export function loginValidationMessage({ email, password }: LoginInput): string | null {
  const e = email.trim();
  if (e === '' && password === '') return LOGIN_MESSAGES.bothEmpty;
  if (e === '') return LOGIN_MESSAGES.emailEmpty;
  if (!EMAIL_PATTERN.test(e)) return LOGIN_MESSAGES.emailInvalid;
  if (password === '') return LOGIN_MESSAGES.passwordEmpty;
  return null;
}

export const loginRequestSchema = z
  .object({ email: z.string().max(254), password: z.string().max(1024) })
  .superRefine((value, ctx) => {
    const message = loginValidationMessage(value);
    if (message)
      ctx.addIssue({
        code: 'custom',
        message,
        path: [message === LOGIN_MESSAGES.passwordEmpty ? 'password' : 'email'],
      });
  });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const PASSWORD_MIN_LENGTH = 8;
export const CHANGE_PASSWORD_MESSAGES = {
  currentEmpty: 'Current password cannot be empty.',
  tooShort: `New password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  sameAsCurrent: 'New password must differ from the current password.',
  mismatch: 'Passwords do not match.',
  wrongCurrent: 'Current password is incorrect.',
  changed: 'Password changed successfully',
} as const;

export const changePasswordRequestSchema = z
  .object({
    currentPassword: z.string().min(1, CHANGE_PASSWORD_MESSAGES.currentEmpty).max(1024),
    newPassword: z.string().min(PASSWORD_MIN_LENGTH, CHANGE_PASSWORD_MESSAGES.tooShort).max(1024),
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: CHANGE_PASSWORD_MESSAGES.sameAsCurrent,
    path: ['newPassword'],
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
