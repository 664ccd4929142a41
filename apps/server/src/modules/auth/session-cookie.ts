// The session cookie a sign-in issues: the admin app's login and the legacy apps' signin.service
// hand out the same one (the apps also send its value as their Authorization token).
import type { FastifyReply } from 'fastify';
import { SESSION_COOKIE } from '../../http/session.ts';

const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

export function setSessionCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: COOKIE_MAX_AGE_S,
  });
}
