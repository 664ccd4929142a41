// The legacy apps' sign-in (shared-blocks.md "Login"): signin.service for a store's people,
// login.service then captureSupIdByAdmin for the platform admin. Both go through the auth module's
// login (same checks, same throttling) and issue the same session cookie as the admin app's login.
import { LOGIN_MESSAGES, loginRequestSchema } from '@storekeep/domain/login';
import { SUPPLIER_TYPES } from '@storekeep/domain/permissions';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { signedInSession } from '../../http/session.ts';
import { actAsSupplier } from '../admin/service.ts';
import { setSessionCookie } from '../auth/index.ts';
import { login, logout } from '../auth/service.ts';
import { buildAppData } from '../shell/service.ts';
import { legacyFailure } from './envelope.ts';

const tags = ['legacy apps'];
const signInForm = z.object({
  username: z.string().max(254).default(''),
  password: z.string().max(1024).default(''),
  selectedUI: z.string().max(50).optional(),
});
const signedInReply = z.object({
  isSuccess: z.literal(true),
  error: z.null(),
  supplierId: z.number().int().nullable(),
  supplierType: z.enum(SUPPLIER_TYPES).nullable(),
});
/** The failure envelope plus `error`, the field the apps' login page reads. */
const failedReply = z.object({
  isSuccess: z.literal(false),
  isError: z.literal(true),
  errorMsg: z.string(),
  errorCode: z.string(),
  error: z.string(),
});

export const legacySignInRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    const secure = config.publicUrl.startsWith('https://');

    async function signIn(request: FastifyRequest, reply: FastifyReply, form: z.infer<typeof signInForm>) {
      try {
        const input = loginRequestSchema.safeParse({ email: form.username, password: form.password });
        if (!input.success)
          throw new AppError(400, 'invalid', input.error.issues[0]?.message ?? LOGIN_MESSAGES.bothEmpty);
        const signedIn = await login(
          db,
          input.data,
          { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, device: undefined },
          config.sessionIdleMinutes,
        );
        // Rotation: the session the app had ends when the new one is issued (not on a failure).
        await logout(db, request.session);
        setSessionCookie(reply, signedIn.token, secure);
        const { supplier } = await buildAppData(db, signedIn.session);
        return {
          isSuccess: true as const,
          error: null,
          supplierId: supplier?.supplierId ?? null,
          supplierType: supplier?.supplierType ?? null,
        };
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.headers) reply.headers(error.headers);
        return reply
          .status(error.status)
          .send({ ...legacyFailure(error.code, error.message), error: error.message });
      }
    }

    const signInSchema = (summary: string) => ({
      tags,
      summary,
      consumes: ['application/x-www-form-urlencoded', 'application/json'],
      body: signInForm,
      response: { 200: signedInReply, 400: failedReply, 401: failedReply, 429: failedReply },
    });

    app.post(
      '/marketplace/supplier/signin.service',
      {
        config: { access: { kind: 'public' } },
        schema: signInSchema('Sign in (username is the e-mail); sets the session cookie'),
      },
      async (request, reply) => signIn(request, reply, request.body),
    );

    app.post(
      '/marketplace/login.service',
      {
        config: { access: { kind: 'public' } },
        schema: signInSchema('Sign in, as signin.service; the platform admin then picks a store'),
      },
      async (request, reply) => signIn(request, reply, request.body),
    );

    app.post(
      '/marketplace/supplier/captureSupIdByAdmin.service',
      {
        config: { access: { kind: 'platform-admin' } },
        schema: {
          tags,
          summary: 'The platform admin acts for this store (audited)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: z.object({ supplierId: z.coerce.number().int().positive() }),
          response: { 200: signedInReply },
        },
      },
      async (request) => {
        const appData = await actAsSupplier(
          db,
          signedInSession(request),
          request.body.supplierId,
          request.ip,
        );
        return {
          isSuccess: true as const,
          error: null,
          supplierId: appData.supplier?.supplierId ?? null,
          supplierType: appData.supplier?.supplierType ?? null,
        };
      },
    );
  };
