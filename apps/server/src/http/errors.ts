// The server's error vocabulary: services throw these, one handler renders them (error-handler.ts).
import type { ErrorCode } from '@storekeep/domain/api-error';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    /** Headers sent with the error answer (Retry-After). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const invalid = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'invalid', message, fields);
export const unauthenticated = (message = 'Please log in again.') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = 'You do not have permission to do this.') =>
  new AppError(403, 'forbidden', message);
export const passwordResetRequired = () =>
  new AppError(403, 'password_reset_required', 'Please change your password to continue.');
export const notFound = (message = 'Not found.') => new AppError(404, 'not_found', message);
export const conflict = (message: string) => new AppError(409, 'conflict', message);
export const rateLimited = (message: string, retryAfterSeconds?: number) =>
  new AppError(
    429,
    'rate_limited',
    message,
    undefined,
    retryAfterSeconds === undefined ? undefined : { 'retry-after': String(retryAfterSeconds) },
  );
