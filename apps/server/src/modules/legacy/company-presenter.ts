// The store's company-level answers in the apps' names: the reseller configuration
// (getResellerConfigDetails.ns), the status flags keyed by docId (getComapanyStatus.ns) and the
// message rates (common_api.php getEmailPrice). Decision 0230 says what each is built from.
import type { AppData } from '@storekeep/domain/app-data';
import { SMS_CREDIT_PACKS } from '@storekeep/domain/messages-api';
import { formatScaled, mulDivRound, paiseToRupees } from '@storekeep/domain/money';
import { z } from 'zod';

/** The apps' docId of a store (back-office.md §3 "docId"): its supplier id, as text. */
export function docIdOf(supplierId: number): string {
  return String(supplierId);
}

export const resellerConfigSchema = z.object({
  resellerId: z.null(),
  resellerName: z.string(),
  isReseller: z.literal(false),
  portalUrl: z.string(),
  upgradeRequestPath: z.string(),
  upgradeToPackageIds: z.array(z.number().int()),
});

/**
 * Storekeep sells and supports every store itself: no reseller stands between, so the apps'
 * white-label switches stay off, the portal is this server's address and an upgrade request goes
 * to upgradeSupportRequest.ns for the plans the store's own plan may move to.
 */
export function resellerConfig(publicUrl: string, appData: AppData): z.infer<typeof resellerConfigSchema> {
  return {
    resellerId: null,
    resellerName: 'Storekeep',
    isReseller: false,
    portalUrl: publicUrl,
    upgradeRequestPath: '/marketplace/upgradeSupportRequest.ns',
    upgradeToPackageIds: appData.packageDetails?.upgradeToPackageIds ?? [],
  };
}

export const companyStatusSchema = z.object({
  docId: z.string(),
  storeName: z.string(),
  type_flag_actions: z.object({
    kycStatus: z.string(),
    isKycApproved: z.boolean(),
    isTrial: z.boolean(),
    trialEndDate: z.string().nullable(),
    isExpired: z.boolean(),
    isPremium: z.boolean(),
    hasWebsite: z.boolean(),
    isWebsitePublished: z.boolean(),
  }),
});

interface SiteState {
  hasSite: boolean;
  publishedVersion?: number | null;
}

/** One store's status flags: its plan, KYC and website, as the shell and the online store keep them. */
export function companyStatus(appData: AppData, site: SiteState): z.infer<typeof companyStatusSchema> {
  const { supplier } = appData;
  return {
    docId: docIdOf(supplier?.supplierId ?? 0),
    storeName: supplier?.storeName ?? '',
    type_flag_actions: {
      kycStatus: supplier?.kycStatus ?? '',
      isKycApproved: supplier?.kycStatus === 'APPROVED',
      isTrial: supplier?.isTrial ?? false,
      trialEndDate: supplier?.trialEndDate ?? null,
      isExpired: supplier?.isExpired ?? false,
      isPremium: appData.packageDetails?.isPremium ?? false,
      hasWebsite: site.hasSite,
      isWebsitePublished: site.hasSite && (site.publishedVersion ?? null) !== null,
    },
  };
}

/**
 * The message rates the apps' pricing screen reads. Storekeep sends its stores' customers SMS (and
 * WhatsApp through the store's own number), never campaign e-mail, so the rates are the SMS credit
 * packs on sale, each with its price per message; emailRates is empty because no e-mail is sold.
 */
export function messageRates() {
  return {
    currency: 'INR',
    emailRates: [] as never[],
    smsRates: SMS_CREDIT_PACKS.map((pack) => ({
      packId: pack.packId,
      credits: pack.credits,
      price: paiseToRupees(pack.pricePaise),
      // Rupees to four places: 22.5 paise a message stays 0.2250, not a rounded 0.23.
      ratePerMessage: formatScaled(mulDivRound(pack.pricePaise, 100, pack.credits), 4),
    })),
  };
}
