// GET /mpstatic/jd-angular/client/lang/{lang}/{file}.json (shared-blocks.md §7 "Language"): the
// admin app's texts for the field apps (language-files.ts), with the revision tag as the ETag so an
// app that has the file gets 304. Public: the sign-in page is translated before anyone signs in.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { legacyNotFound } from './envelope.ts';
import { languageFile } from './language-files.ts';

export const LANGUAGE_FILES_PATH = '/mpstatic/jd-angular/client/lang';

/** Does an If-None-Match header name this revision (or any, with *)? */
function hasRevision(header: string | undefined, revision: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === `"${revision}"`);
}

export const legacyLanguageFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${LANGUAGE_FILES_PATH}/:lang/:file`,
    {
      config: { access: { kind: 'public' } },
      schema: {
        tags: ['legacy apps'],
        summary:
          'A language file: the whole admin catalogue (translation.json) or one namespace, with its revision (also the ETag; 304 on If-None-Match)',
        params: z.object({
          lang: z.string().max(10).describe('en, hi, mr, bn, ta, gu, kn, ml, te'),
          file: z.string().max(80).describe('translation.json, or a namespace: greeting.json …'),
        }),
        response: {
          200: z.looseObject({ revision: z.string() }),
          304: z.null().describe('Not modified: the revision named in If-None-Match is current'),
          404: z.object({ isSuccess: z.literal(false), errorMsg: z.string(), errorCode: z.string() }),
        },
      },
    },
    async (request, reply) => {
      const { lang, file } = request.params;
      const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : undefined;
      const found = name === undefined ? undefined : await languageFile(lang, name);
      if (!found)
        return reply.status(404).send(legacyNotFound(request.method, request.url.split('?')[0] ?? ''));
      // Revalidated each time (a 304 costs little), so a changed text reaches the apps at once.
      reply.header('etag', `"${found.revision}"`).header('cache-control', 'no-cache');
      if (hasRevision(request.headers['if-none-match'], found.revision)) return reply.status(304).send(null);
      return found.content;
    },
  );
};
