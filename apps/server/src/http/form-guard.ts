// Guards of the storefront's form posts (checkout, enquiry): a page on another site cannot post
// them on the shopper's behalf (same-origin check by fetch metadata, Origin or Referer), and one address cannot flood a store with
// orders or enquiries (per-IP rate limit through @fastify/rate-limit, one counter per store).
import fastifyRateLimit from '@fastify/rate-limit';
import type { LanguageCode } from '@storekeep/domain/languages';
import { localiseShopMessage } from '@storekeep/domain/storefront-texts';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyRequest,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import { AppError } from './errors.ts';

export const FORM_MESSAGES = {
  otherSite: 'This form was sent from another website. Please open the store and try again.',
  tooMany: 'Too many requests. Please wait a minute and try again.',
} as const;

/** Posts per minute from one address to one store. */
export const FORM_LIMITS = { checkout: 30, enquiry: 10 } as const;

export type LanguageOf = (request: FastifyRequest) => Promise<LanguageCode>;

/**
 * Is this form post from a page of the store itself? Browsers say so in Sec-Fetch-Site (fetch
 * metadata), which holds whatever the page's referrer policy: the storefront sends
 * Referrer-Policy: no-referrer, under which a browser's own same-origin form post carries
 * "Origin: null" and no Referer. Browsers without fetch metadata are judged by Origin, then
 * Referer, naming the host the form was posted to. A request that says nothing (no fetch
 * metadata, no usable Origin or Referer) is not a current browser acting for a shopper; it passes.
 */
export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site === 'same-origin' || site === 'none';
  const origin = request.headers.origin;
  const claimed = origin && origin !== 'null' ? origin : request.headers.referer;
  if (claimed === undefined) return true;
  try {
    const url = new URL(claimed);
    // The default port of the claimed scheme reads the same written or not (localhost:80).
    return url.host === new URL(`${url.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

const languageOrEnglish = async (languageOf: LanguageOf | undefined, request: FastifyRequest) => {
  try {
    return languageOf ? await languageOf(request) : 'en';
  } catch {
    return 'en';
  }
};

/** preHandler: refuses (403) a form posted from another site. */
export const requireSameOrigin =
  (languageOf?: LanguageOf) =>
  async (request: FastifyRequest): Promise<void> => {
    if (isSameOrigin(request)) return;
    const language = await languageOrEnglish(languageOf, request);
    throw new AppError(403, 'forbidden', localiseShopMessage(language, FORM_MESSAGES.otherSite));
  };

/**
 * Registers the rate limiter in the caller's plugin (routes opt in with formRateLimit); its
 * refusal is a 429 AppError that the plugin's error handler shows.
 */
export async function registerFormRateLimit<Provider extends FastifyTypeProvider>(
  app: FastifyInstance<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    FastifyBaseLogger,
    Provider
  >,
): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: () => new AppError(429, 'rate_limited', FORM_MESSAGES.tooMany),
  });
}

/**
 * Route config of a guarded form post: `max` posts a minute from one address to one store, or
 * none when the limits are turned off (config.storefrontFormRateLimit).
 */
export function formRateLimit(max: number, enabled = true) {
  if (!enabled) return false as const;
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => {
      const { storeSlug } = (request.params ?? {}) as { storeSlug?: string };
      return `${request.ip}|${request.host}|${storeSlug ?? ''}`;
    },
  };
}
