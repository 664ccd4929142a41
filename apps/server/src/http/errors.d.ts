import type { ErrorCode } from '@storekeep/domain/api-error';
export declare class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields?: Record<string, string> | undefined;
  constructor(status: number, code: ErrorCode, message: string, fields?: Record<string, string> | undefined);
}
export declare const invalid: (message: string, fields?: Record<string, string>) => AppError;
export declare const unauthenticated: (message?: string) => AppError;
export declare const forbidden: (message?: string) => AppError;
export declare const passwordResetRequired: () => AppError;
export declare const notFound: (message?: string) => AppError;
export declare const conflict: (message: string) => AppError;
export declare const rateLimited: (message: string) => AppError;
