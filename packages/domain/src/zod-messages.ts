// The words a refusal uses when a schema names none: plain texts for a shopkeeper, in the message
// catalogue (message-translations/texts.ts) so they reach every language, instead of zod's own
// developer English ("Too small: expected string to have >=1 characters"). A schema's own message
// (the spec's texts) always wins: zod asks this only for issues without one.
import { z } from 'zod';
import { fillText } from './fill-text.ts';
import { MESSAGE_TEXTS } from './message-translations/texts.ts';

type Issue = z.core.$ZodRawIssue;

const LIST_ORIGINS = new Set(['array', 'set', 'map']);

function sizeMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const small = issue.code === 'too_small';
  const bound = small ? issue.minimum : issue.maximum;
  const limit = String(bound);
  const inclusive = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (small && Number(bound) <= 1) return MESSAGE_TEXTS.requiredField;
      if (issue.exact) return fillText(MESSAGE_TEXTS.zodTextExact, { count: limit });
      return fillText(small ? MESSAGE_TEXTS.zodTextMin : MESSAGE_TEXTS.zodTextMax, {
        minimum: limit,
        maximum: limit,
      });
    case 'number':
    case 'int':
    case 'bigint':
      if (small)
        return fillText(inclusive ? MESSAGE_TEXTS.zodNumberMin : MESSAGE_TEXTS.zodNumberAbove, {
          minimum: limit,
        });
      return fillText(inclusive ? MESSAGE_TEXTS.zodNumberMax : MESSAGE_TEXTS.zodNumberBelow, {
        maximum: limit,
      });
    case 'date':
      return MESSAGE_TEXTS.customFieldInvalidDate;
    case 'file':
      return small ? MESSAGE_TEXTS.zodInvalid : MESSAGE_TEXTS.zodFileTooBig;
    default:
      if (issue.origin !== undefined && LIST_ORIGINS.has(issue.origin))
        return fillText(small ? MESSAGE_TEXTS.zodListMin : MESSAGE_TEXTS.zodListMax, {
          minimum: limit,
          maximum: limit,
        });
      return MESSAGE_TEXTS.zodInvalid;
  }
}

/** The catalogue's English for an issue that carries no message of its own. */
export function plainIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return MESSAGE_TEXTS.requiredField;
      if (issue.expected === 'int') return MESSAGE_TEXTS.zodWholeNumber;
      if (issue.expected === 'number' || issue.expected === 'bigint') return MESSAGE_TEXTS.zodNumber;
      if (issue.expected === 'date') return MESSAGE_TEXTS.customFieldInvalidDate;
      return MESSAGE_TEXTS.zodInvalid;
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_value':
      return MESSAGE_TEXTS.zodChoice;
    case 'invalid_format':
      if (issue.format === 'email') return MESSAGE_TEXTS.zodEmail;
      if (issue.format === 'url') return MESSAGE_TEXTS.zodUrl;
      if (issue.format === 'date' || issue.format === 'datetime') return MESSAGE_TEXTS.customFieldInvalidDate;
      return MESSAGE_TEXTS.zodFormat;
    case 'not_multiple_of':
      return fillText(MESSAGE_TEXTS.zodMultipleOf, { divisor: issue.divisor });
    case 'unrecognized_keys':
      return fillText(MESSAGE_TEXTS.zodUnknownFields, { keys: issue.keys.join(', ') });
    default:
      return MESSAGE_TEXTS.zodInvalid;
  }
}

/**
 * Makes zod word the issues schemas leave unnamed with plainIssueMessage, for the whole process (the
 * server at its start, the admin app at its load). zod keeps one configuration per process.
 */
export function configurePlainZodMessages(): void {
  z.config({ customError: (issue) => plainIssueMessage(issue) });
}
