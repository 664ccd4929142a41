// The server's booking refusals in the merchant's language: the English message names the rule.
import { BOOKING_MESSAGES } from '@storekeep/domain/booking';
import type { TFunction } from 'i18next';
import { ApiError } from '../../../app/api-client.ts';
import { errorMessage } from '../../../app/error-message.ts';

const KEY_BY_MESSAGE = new Map<string, string>(
  Object.entries(BOOKING_MESSAGES).map(([key, message]) => [message, key]),
);

export function bookingErrorText(t: TFunction, error: unknown): string {
  const key = error instanceof ApiError ? KEY_BY_MESSAGE.get(error.message) : undefined;
  return key ? t(`bookings.errors.${key}`) : errorMessage(error);
}
