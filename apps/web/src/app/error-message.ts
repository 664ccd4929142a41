// The user-facing text of any thrown value: the server's message as is, or the spec's generic one.
import { GENERIC_ERROR_MESSAGE } from '@storekeep/domain/api-error';
import { ApiError } from './api-client.ts';

export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : GENERIC_ERROR_MESSAGE;
}

/** A refusal as errors by field plus `form`, its own message (the generic one for anything else). */
export function refusalErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? { ...error.fields, form: error.message } : { form: errorMessage(error) };
}
