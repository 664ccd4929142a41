// GET /.well-known/acme-challenge/:token: the HTTP-01 answer, on the host it was made for only.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ChallengeAnswers } from './challenges.ts';

export const CHALLENGE_PATH = '/.well-known/acme-challenge/';

export const acmeChallengeRoutes =
  (challenges: ChallengeAnswers): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${CHALLENGE_PATH}:token`,
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags: ['Domains'],
          summary: "The ACME HTTP-01 answer for a domain's certificate",
          params: z.object({ token: z.string().max(200) }),
          response: { 200: z.string(), 404: z.string() },
        },
      },
      async (request, reply) => {
        const answer = challenges.answer(request.params.token, request.hostname.replace(/:\d+$/, ''));
        if (answer === undefined) return reply.status(404).type('text/plain').send('Not found');
        return reply.type('text/plain').send(answer);
      },
    );
  };
