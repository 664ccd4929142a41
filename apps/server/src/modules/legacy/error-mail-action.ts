// common_api.php?action=errorMail (shared-blocks.md §7 "Error reporting", §8: uncaught script errors
// and failed image loads are mailed to the error endpoint): the report goes to the server's log
// with the session's store and user, so a failing app build shows up there. No module keeps them.
// A page in an error loop would report without end: each session may report a few a minute, the
// rest are answered but not logged.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { legacySession } from './envelope.ts';
import { COMMON_API_PATH, type LegacyPhpAction } from './php-actions.ts';
import { parsePhpInput, phpInput } from './php-input.ts';

/** Reports a session may log per window; the rest are dropped until the window ends. */
export const ERROR_REPORTS_PER_WINDOW = 10;
export const ERROR_REPORT_WINDOW_MS = 60_000;
/** The most of a report's text that is logged (a stack trace fits). */
export const ERROR_REPORT_MAX_CHARS = 4000;

const input = z.object({ emailText: z.string().min(1, 'Required Field') });

/** Reports logged per session (by its token's hash) in the current window. */
const windows = new Map<string, { start: number; count: number }>();

function takeTurn(sessionKey: string, now: number): boolean {
  const window = windows.get(sessionKey);
  if (!window || now - window.start >= ERROR_REPORT_WINDOW_MS) {
    // Old windows go when a new one starts, so the map holds only the last minute's sessions.
    for (const [key, old] of windows) if (now - old.start >= ERROR_REPORT_WINDOW_MS) windows.delete(key);
    windows.set(sessionKey, { start: now, count: 1 });
    return true;
  }
  window.count += 1;
  return window.count <= ERROR_REPORTS_PER_WINDOW;
}

async function reportError(request: FastifyRequest) {
  const session = legacySession(request);
  const { emailText } = parsePhpInput(input, phpInput(request));
  const logged = takeTurn(session.tokenHash, Date.now());
  if (logged)
    request.log.warn(
      {
        supplierId: session.supplierId,
        userId: session.userId,
        userAgent: request.headers['user-agent'],
        report: emailText.slice(0, ERROR_REPORT_MAX_CHARS),
      },
      'legacy app error report',
    );
  return { isSuccess: true as const, logged };
}

export const errorMailAction: LegacyPhpAction = {
  path: COMMON_API_PATH,
  action: 'errorMail',
  methods: ['POST'],
  run: reportError,
};
