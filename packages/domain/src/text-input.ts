// Text a request may carry: any Unicode text except the NUL character (PostgreSQL cannot store it
// in text or jsonb) and lone surrogates (half of a UTF-16 pair: not a character, and not valid
// UTF-8). One rule for every text field, query parameter and object key of every request.

export const TEXT_MESSAGES = {
  nul: 'Remove the NUL character (\\0) from this text',
  loneSurrogate: 'This text has a broken character (half of an emoji); type it again',
} as const;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The message for a text that cannot be stored, or null when it is fine. */
export function textProblem(text: string): string | null {
  if (text.includes('\u0000')) return TEXT_MESSAGES.nul;
  if (LONE_SURROGATE.test(text)) return TEXT_MESSAGES.loneSurrogate;
  return null;
}

/** The deepest a request's JSON is walked; deeper values are left to the route's own schema. */
const MAX_DEPTH = 64;

/**
 * Every text in a parsed request (JSON body, query, form) that cannot be stored, by its path
 * ('items.0.name'; a bad object key is reported at the key's own path).
 */
export function findTextProblems(value: unknown, path = '', found: Record<string, string> = {}, depth = 0) {
  if (typeof value === 'string') {
    const problem = textProblem(value);
    if (problem) found[path || '_'] = problem;
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) {
      for (const [i, item] of value.entries())
        findTextProblems(item, join(path, String(i)), found, depth + 1);
    }
  } else if (value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && depth < MAX_DEPTH) {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) found[join(path, key)] = keyProblem;
      else findTextProblems(item, join(path, key), found, depth + 1);
    }
  }
  return found;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
