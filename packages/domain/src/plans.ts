// Plans and premium gating (shared-blocks §3, §4, §6, §7): feature status, pack limits and the upgrade request.
import { z } from 'zod';

export const FEATURE_STATUSES = ['PREMIUM', 'LIMITED'] as const;
export type FeatureStatus = (typeof FEATURE_STATUSES)[number];

export interface FeatureInfo {
  status?: string | null;
  key: string;
  limit?: number | null;
}

/** Answer of POST /marketplace/getPackLimit.ns: access 0 means denied. */
export interface PackLimitResponse {
  access: number;
  count: number;
}

/** What the app does before a gated action. */
export type GateDecision = 'upgrade' | 'askLimit' | 'allow';

/** PREMIUM always opens the upgrade popup; LIMITED asks the server; any other status is allowed. */
export function featureGate(info: FeatureInfo | null | undefined): GateDecision {
  if (info?.status === 'PREMIUM') return 'upgrade';
  if (info?.status === 'LIMITED') return 'askLimit';
  return 'allow';
}

/** A LIMITED feature: access 0 opens the popup; otherwise the action is allowed. */
export function packLimitGate(response: PackLimitResponse): Exclude<GateDecision, 'askLimit'> {
  return response.access === 0 ? 'upgrade' : 'allow';
}

/** The popup resolves with isAllow true only when Continue is pressed. */
export function premiumPopupResult(button: 'continue' | 'close' | 'upgrade'): { isAllow: boolean } {
  return { isAllow: button === 'continue' };
}

/** The eight account types package ids map to (the id pairing is not in the spec). */
export const PLAN_ACCOUNT_TYPES = [
  'JDOMNI_PREMIUM_BOTH',
  'YOW_BASIC',
  'YOW_STANDARD',
  'JDOMNI_PREMIUM_OFFLINE',
  'JDOMNI_PREMIUM_BOTH_FREEMIUM',
  'YOW_BASIC_FREEMIUM',
  'YOW_STANDARD_FREEMIUM',
  'JDOMNI_PREMIUM_OFFLINE_FREEMIUM',
] as const;
export type PlanAccountType = (typeof PLAN_ACCOUNT_TYPES)[number];

export const HELP_MANUAL_TYPES = ['basic', 'standard', 'premium'] as const;
export const UPGRADE_MODAL_DELAY_MS = 700;
export const UPGRADE_REQUEST_SENT = 'Upgrade Request Sent Successfully';

/** Whether the plan is premium is read from the current user's package (Package_Info.Premium_Packge_Id). */
export function isPremiumPlan(packageId: number | string, premiumPackageId: number | string): boolean {
  return String(packageId) === String(premiumPackageId);
}

export const UPGRADE_SOURCE_DEVICES = ['Mobile', 'Web', 'Ipad', 'Android', 'Ios'] as const;
export type UpgradeSourceDevice = (typeof UPGRADE_SOURCE_DEVICES)[number];

/** Device type → sourceDevice of the upgrade request. */
export function upgradeSourceDevice(deviceType: string): UpgradeSourceDevice {
  switch (deviceType) {
    case 'AndroidApp':
      return 'Android';
    case 'IosApp':
      return 'Ios';
    case 'IPad':
    case 'IPadApp':
      return 'Ipad';
    case 'MobileBrowser':
    case 'IosBrowser':
      return 'Mobile';
    default:
      return 'Web';
  }
}

export interface OwnerData {
  packageId: number | string;
  storeName: string;
  ownerMobileNumber: string;
  ownerEmail: string;
  ownerName: string;
}

/** Form fields of POST /marketplace/upgradeSupportRequest.ns (the spec's spelling currentPacakageId kept). */
export interface UpgradeRequest {
  currentPacakageId: string;
  upgradePackageId: string;
  storeName: string;
  firstName: string;
  lastName: string;
  mobileNumber: string;
  emailId: string;
  module: string;
  sourceDevice: UpgradeSourceDevice;
  jsonData?: string;
}

/** The owner name splits at the first space into first and last name. */
export function upgradeRequest(
  owner: OwnerData,
  options: { upgradePackageId: number | string; module: string; deviceType: string; tenure?: string | null },
): UpgradeRequest {
  const [firstName = '', ...rest] = owner.ownerName.trim().split(/\s+/);
  const request: UpgradeRequest = {
    currentPacakageId: String(owner.packageId),
    upgradePackageId: String(options.upgradePackageId),
    storeName: owner.storeName,
    firstName,
    lastName: rest.join(' '),
    mobileNumber: owner.ownerMobileNumber,
    emailId: owner.ownerEmail,
    module: options.module,
    sourceDevice: upgradeSourceDevice(options.deviceType),
  };
  if (options.tenure) request.jsonData = JSON.stringify({ tenure: options.tenure });
  return request;
}

/** Plan lengths offered in the upgrade modal (showUpgradeModal carries one). */
export const UPGRADE_TENURES = ['MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export type UpgradeTenure = (typeof UPGRADE_TENURES)[number];

/** POST /api/v1/upgrade-requests. */
export const upgradeRequestBodySchema = z.object({
  upgradePackageId: z.number().int().positive(),
  module: z.string().min(1).max(40),
  sourceDevice: z.enum(UPGRADE_SOURCE_DEVICES),
  tenure: z.enum(UPGRADE_TENURES).optional(),
});
export type UpgradeRequestBody = z.infer<typeof upgradeRequestBodySchema>;
