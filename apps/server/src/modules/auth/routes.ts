// HTTP for signing in and out and changing the password.
import { appDataSchema } from '@storekeep/domain/app-data';
import { changePasswordRequestSchema, loginRequestSchema } from '@storekeep/domain/login';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { SESSION_COOKIE, signedInSession } from '../../http/session.ts';
import { buildAppData } from '../shell/service.ts';
import { changePassword, login, logout } from './service.ts';
import { setSessionCookie } from './session-cookie.ts';
import type { KnownDevice } from './throttle.ts';

/**
 * The browser's device cookie: `<user id>:<random id>`, signed, set at each successful login and
 * sent only to the sign-in routes. It lets the owner sign in from a browser used before while
 * someone else's failures on the account slow every other address (throttle.ts).
 */
const DEVICE_COOKIE = 'sk_device';
const DEVICE_COOKIE_PATH = '/api/v1/auth';
const DEVICE_MAX_AGE_S = 365 * 24 * 3600;

function deviceOf(request: FastifyRequest): KnownDevice | undefined {
  const raw = request.cookies[DEVICE_COOKIE];
  if (!raw) return undefined;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || !unsigned.value) return undefined;
  const [user = '', deviceId = ''] = unsigned.value.split(':');
  const userId = Number(user);
  return Number.isSafeInteger(userId) && userId > 0 && deviceId !== '' ? { userId, deviceId } : undefined;
}

export const authRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = config.publicUrl.startsWith('https://');
    const setCookie = (reply: FastifyReply, token: string) => setSessionCookie(reply, token, secure);

    app.post(
      '/auth/login',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['auth'],
          summary: 'Sign in with e-mail and password',
          body: loginRequestSchema,
          response: { 200: appDataSchema },
        },
      },
      async (request, reply) => {
        // Rotation: whatever session the browser had is ended before a new one is issued.
        await logout(db, request.session);
        const signedIn = await login(
          db,
          request.body,
          { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, device: deviceOf(request) },
          config.sessionIdleMinutes,
        );
        setCookie(reply, signedIn.token);
        reply.setCookie(DEVICE_COOKIE, `${signedIn.device.userId}:${signedIn.device.deviceId}`, {
          path: DEVICE_COOKIE_PATH,
          httpOnly: true,
          sameSite: 'lax',
          secure,
          signed: true,
          maxAge: DEVICE_MAX_AGE_S,
        });
        return buildAppData(db, signedIn.session);
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { access: { kind: 'public' } },
        schema: { tags: ['auth'], summary: 'Sign out', response: { 204: z.null() } },
      },
      async (request, reply) => {
        await logout(db, request.session);
        reply.clearCookie(SESSION_COOKIE, { path: '/' });
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/auth/change-password',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags: ['auth'],
          summary: 'Change the password (also ends a forced reset)',
          body: changePasswordRequestSchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await changePassword(db, signedInSession(request), request.body);
        return reply.status(204).send(null);
      },
    );
  };
