// The language the API's refusals are written in: the signed-in user's own (users.language), or
// without a session the first language of Accept-Language that Storekeep speaks, else English.
// The storefront (/s/) answers in the shop's language by its own texts (storefront-texts.ts).
import { isLanguageCode, type LanguageCode, normalizeLanguage } from '@storekeep/domain/languages';
import { translateFields, translateMessage } from '@storekeep/domain/message-translation';
import type { FastifyRequest } from 'fastify';

/** 'hi-IN,hi;q=0.9,en;q=0.8' → 'hi': the most wanted language we have, by q then by order. */
export function acceptedLanguage(header: string | undefined): LanguageCode {
  const wanted = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return {
        code: tag.trim().toLowerCase().split('-')[0] ?? '',
        q: q === undefined ? 1 : Number(q),
        order,
      };
    })
    .filter((w) => w.q > 0 && isLanguageCode(w.code))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return normalizeLanguage(wanted[0]?.code);
}

export function replyLanguage(request: FastifyRequest): LanguageCode {
  if (request.session?.language !== undefined) return normalizeLanguage(request.session.language);
  const header = request.headers['accept-language'];
  return acceptedLanguage(Array.isArray(header) ? header[0] : header);
}

/** A refusal's message and field messages in the request's language; the storefront's as they are. */
export function localiseRefusal(
  request: FastifyRequest,
  message: string,
  fields?: Record<string, string>,
): { message: string; fields?: Record<string, string> } {
  if (request.url.startsWith('/s/')) return fields ? { message, fields } : { message };
  const language = replyLanguage(request);
  const translated = translateMessage(message, language);
  return fields
    ? { message: translated, fields: translateFields(fields, language) }
    : { message: translated };
}
