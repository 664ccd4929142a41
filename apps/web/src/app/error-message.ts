// The user-facing text of any thrown value: the server's message as is, or the spec's generic one.
import { GENERIC_ERROR_MESSAGE } from '@storekeep/domain/api-error';
import { ApiError } from './api-client.ts';

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}
