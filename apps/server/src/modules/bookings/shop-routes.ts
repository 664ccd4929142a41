// The published store's online booking paths, under /s/{storeSlug} and at the root of a store's
// verified domain: GET /book (services, then a day's free times and the form), POST /book, and
// GET /book/done/:reference (the confirmation). Pages are never cached: free times change.
import { storeNow } from '@storekeep/domain/booking';
import { shopBookingInputSchema } from '@storekeep/domain/booking-api';
import { shopRefusalKey } from '@storekeep/domain/booking-shop-texts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { acceptFormBodies } from '../../http/form-body.ts';
import { formRateLimit, registerFormRateLimit, requireSameOrigin } from '../../http/form-guard.ts';
import { htmlPage } from '../../http/html-reply.ts';
import { renderShopPage, type ShopContext, sendShopHtml, shopOf } from '../storefront/index.ts';
import * as bookings from './service.ts';
import { confirmationMain, servicesMain, slotsMain, textsFor } from './shop-pages.ts';

const PUBLIC = { access: { kind: 'public' as const } };
const tags = ['storefront bookings'];
const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

async function sendPage(
  db: Db,
  reply: FastifyReply,
  shop: ShopContext,
  title: string,
  main: { text: string },
  status = 200,
) {
  const page = await renderShopPage(db, shop, {
    template: 'none',
    title,
    canonicalPath: null,
    main: main.text,
  });
  reply.header('cache-control', 'no-store');
  return sendShopHtml(reply, shop, page, status);
}

export const bookingShopRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(paths(db, config, '/s/:storeSlug', {}));
    await app.register(paths(db, config, '', { shopHost: 'shop' }));
  };

const paths =
  (db: Db, config: Config, prefix: string, constraints: Record<string, string>): FastifyPluginAsyncZod =>
  async (app) => {
    acceptFormBodies(app);
    await registerFormRateLimit(app);
    const params = z.object(prefix ? { storeSlug: z.string().min(1).max(60) } : {});

    /** The day's free times and the form, with the values and refusal of a failed post. */
    const slotsPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      serviceId: number,
      date: string | undefined,
      values: Record<string, string> = {},
      error: { message: string; status: number } | null = null,
    ) => {
      const shop = await shopOf(db, request);
      const t = textsFor(shop.language);
      const today = storeNow(new Date()).date;
      const service = await bookings.shopService(db, bookingShop(shop), serviceId);
      const chosen = date && date >= today ? date : today;
      const slots = await bookings.shopFreeSlots(db, bookingShop(shop), serviceId, chosen);
      const main = slotsMain(t, {
        base: shop.baseUrl,
        lang: shop.language,
        today,
        service,
        date: chosen,
        slots,
        values,
        error: error ? t(shopRefusalKey(error.message)) : null,
      });
      return sendPage(db, reply, shop, t('title'), main, error?.status ?? 200);
    };

    app.get(
      `${prefix}/book`,
      {
        config: PUBLIC,
        constraints,
        schema: {
          tags,
          summary: 'Services to book, or a service’s free times on a day with the booking form',
          params,
          querystring: z.object({
            serviceId: id.optional(),
            date: day.optional(),
            lang: z.string().max(10).optional(),
          }),
          response: {
            200: htmlPage('The booking page'),
            302: z
              .null()
              .meta({ description: 'No online booking: to the contact page’s form', type: 'null' }),
          },
        },
      },
      async (request, reply) => {
        if (request.query.serviceId !== undefined)
          return slotsPage(request, reply, request.query.serviceId, request.query.date);
        const shop = await shopOf(db, request);
        // A theme's "Book now" leads here; without online booking the shopper asks on the contact form.
        const contact = shop.settings.showOnlineBooking ? null : contactFormPath(shop);
        if (contact) return reply.redirect(`${shop.baseUrl}${contact}`, 302);
        const t = textsFor(shop.language);
        const services = await bookings.shopServices(db, bookingShop(shop));
        return sendPage(db, reply, shop, t('title'), servicesMain(t, shop.baseUrl, services));
      },
    );
    app.post(
      `${prefix}/book`,
      {
        config: { ...PUBLIC, rateLimit: formRateLimit(10, config.storefrontFormRateLimit) },
        preHandler: requireSameOrigin(async (request) => (await shopOf(db, request)).language),
        constraints,
        schema: {
          tags,
          summary: 'Book a free time (a form post); answers the confirmation page’s address',
          params,
          body: z.record(z.string(), z.string()),
          response: {
            303: z.null().meta({ description: 'To the confirmation page', type: 'null' }),
            400: htmlPage('The form again with the refusal'),
            409: htmlPage('The form again: the time was taken'),
          },
        },
      },
      async (request, reply) => {
        const shop = await shopOf(db, request);
        const values = request.body;
        const serviceId = Number(values.serviceId);
        const parsed = shopBookingInputSchema.safeParse(values);
        if (!parsed.success) {
          if (!Number.isInteger(serviceId) || serviceId <= 0)
            throw new AppError(404, 'not_found', 'This page is not available.');
          return slotsPage(request, reply, serviceId, values.date, values, { message: '', status: 400 });
        }
        try {
          const reference = await bookings.bookOnline(db, bookingShop(shop), parsed.data);
          return reply.redirect(`${shop.baseUrl}/book/done/${reference}`, 303);
        } catch (error) {
          if (error instanceof AppError && (error.status === 400 || error.status === 409))
            return slotsPage(request, reply, serviceId, parsed.data.date, values, {
              message: error.message,
              status: error.status,
            });
          throw error;
        }
      },
    );
    app.get(
      `${prefix}/book/done/:reference`,
      {
        config: PUBLIC,
        constraints,
        schema: {
          tags,
          summary: 'The confirmation of an online booking',
          params: params.extend({ reference: z.string().min(8).max(40) }),
          response: { 200: htmlPage('The confirmation page') },
        },
      },
      async (request, reply) => {
        const shop = await shopOf(db, request);
        const t = textsFor(shop.language);
        const booking = await bookings.shopBooking(db, bookingShop(shop), request.params.reference);
        return sendPage(
          db,
          reply,
          shop,
          t('confirmed'),
          confirmationMain(t, shop.baseUrl, shop.language, booking, request.params.reference),
        );
      },
    );
  };

/** The published site's contact page ('/contact'), else its first page with a contact form, or null. */
function contactFormPath(shop: ShopContext): string | null {
  const pages = (shop.site?.document.pages ?? []).filter(
    (p) =>
      (p.kind === 'static' || p.kind === 'custom') &&
      p.content.content.some((block) => block.type === 'ContactForm'),
  );
  const page = pages.find((p) => p.slug === 'contact') ?? pages[0];
  return page ? `/${page.slug}` : null;
}

const bookingShop = (shop: ShopContext) => ({ supplierId: shop.supplierId, settings: shop.settings });
