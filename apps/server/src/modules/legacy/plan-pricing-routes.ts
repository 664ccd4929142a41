// The iOS app's plan prices (shared-blocks.md §7 "iOS pricing: POST form with source, countryCode",
// path not shown): beside getPackageDetail.ns and getResellerConfigDetails.ns (decision 0260), the
// plans the store is on and may move to, with the prices the plans table holds. Storekeep sells its
// plans in rupees only and keeps no exchange rates: every country is answered in INR, and
// isLocalCurrency says whether that is the country's own currency (India only).
import { formatPaise, RUPEE_SYMBOL } from '@storekeep/domain/money';
import { DEFAULT_COUNTRY } from '@storekeep/domain/supplier';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { invalid } from '../../http/errors.ts';
import { signedInSession } from '../../http/session.ts';
import { buildAppData } from '../shell/service.ts';
import { findPackage } from '../supplier/index.ts';
import { legacySession } from './envelope.ts';

export const PLAN_PRICING_PATH = '/marketplace/getIosPricing.ns';
export const UNKNOWN_COUNTRY_MESSAGE = 'Choose a country from the list.';
/** The one currency the plans are sold in. */
export const PLAN_CURRENCY = 'INR' as const;

const planPriceSchema = z.object({
  packageId: z.number().int(),
  code: z.string(),
  name: z.string(),
  isPremium: z.boolean(),
  isTrial: z.boolean(),
  isCurrent: z.boolean(),
  pricePaise: z.number().int(),
  /** The price as the apps show it: '5,999.00'. */
  price: z.string(),
});
const planPricingSchema = z.object({
  source: z.string(),
  countryCode: z.string(),
  currency: z.literal(PLAN_CURRENCY),
  currencySymbol: z.string(),
  isLocalCurrency: z.boolean(),
  plans: z.array(planPriceSchema),
});

export const legacyPlanPricingRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      PLAN_PRICING_PATH,
      {
        config: { access: { kind: 'supplier' } },
        schema: {
          tags: ['legacy apps'],
          summary: 'The store’s plan and the plans it may move to, with their prices (INR for every country)',
          consumes: ['application/x-www-form-urlencoded', 'application/json'],
          body: z.object({
            source: z.string().trim().max(30).default('Ios'),
            countryCode: z
              .string()
              .trim()
              .max(3)
              .default(DEFAULT_COUNTRY.countryCode)
              .transform((code) => code.toUpperCase()),
          }),
          response: { 200: z.object({ isSuccess: z.literal(true), data: planPricingSchema }) },
        },
      },
      async (request) => {
        legacySession(request);
        const { source, countryCode } = request.body;
        const appData = await buildAppData(db, signedInSession(request));
        if (!appData.countries.some((country) => country.countryCode === countryCode))
          throw invalid(UNKNOWN_COUNTRY_MESSAGE, { countryCode: UNKNOWN_COUNTRY_MESSAGE });
        const current = appData.packageDetails;
        const ids = current ? [current.packageId, ...current.upgradeToPackageIds] : [];
        const plans = (await Promise.all(ids.map((id) => findPackage(db, id)))).flatMap((pkg) =>
          pkg
            ? [
                {
                  packageId: pkg.packageId,
                  code: pkg.code,
                  name: pkg.name,
                  isPremium: pkg.isPremium,
                  isTrial: pkg.isTrial,
                  isCurrent: pkg.packageId === current?.packageId,
                  pricePaise: pkg.pricePaise,
                  price: formatPaise(pkg.pricePaise),
                },
              ]
            : [],
        );
        return {
          isSuccess: true as const,
          data: {
            source,
            countryCode,
            currency: PLAN_CURRENCY,
            currencySymbol: RUPEE_SYMBOL,
            isLocalCurrency: countryCode === DEFAULT_COUNTRY.countryCode,
            plans,
          },
        };
      },
    );
  };
