// Premium gating of the builder (shared-blocks.md §4, §6): package permissions hide features
// (CMS.Custom_Pages, Home.Add_Domain) and FEATURE_INFO makes them PREMIUM or LIMITED; the
// pack-limit answer {access, count} is what the app's upgrade popup flow asks before acting.

import { isPackageFeatureVisible, type PackageFeatureStatus } from '@storekeep/domain/permissions';
import { type FeatureInfo, featureGate, type PackLimitResponse } from '@storekeep/domain/plans';
import { CUSTOM_PAGES_PERMISSION } from '@storekeep/domain/website-builder';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { findPackage } from '../supplier/index.ts';

export const ADD_DOMAIN_PERMISSION = 'Home.Add_Domain';
export const SITE_LIMIT_KEYS = ['pages', 'customPages', 'domain'] as const;
export type SiteLimitKey = (typeof SITE_LIMIT_KEYS)[number];

export const GATE_MESSAGES: Record<SiteLimitKey, string> = {
  pages: 'Your plan allows no more pages. Upgrade to add more.',
  customPages: 'Custom pages are part of the premium plan. Upgrade to add them.',
  domain: 'Your own domain is part of the premium plan. Upgrade to add it.',
};

const PERMISSION_OF: Partial<Record<SiteLimitKey, string>> = {
  customPages: CUSTOM_PAGES_PERMISSION,
  domain: ADD_DOMAIN_PERMISSION,
};

export interface PlanOfStore {
  packagePermissions: Record<string, PackageFeatureStatus>;
  featureInfo: Record<string, Omit<FeatureInfo, 'key'>>;
}

export async function planOf(db: DbOrTx, packageId: number): Promise<PlanOfStore> {
  const pkg = await findPackage(db, packageId);
  return {
    packagePermissions: (pkg?.packagePermissions ?? {}) as Record<string, PackageFeatureStatus>,
    featureInfo: (pkg?.featureInfo ?? {}) as Record<string, Omit<FeatureInfo, 'key'>>,
  };
}

/** {access, count}: access 0 when the plan hides the feature, makes it premium, or its limit is used up. */
export function packLimit(plan: PlanOfStore, key: SiteLimitKey, count: number): PackLimitResponse {
  const permission = PERMISSION_OF[key];
  if (permission && !isPackageFeatureVisible(plan.packagePermissions, permission))
    return { access: 0, count };
  const info = plan.featureInfo[key];
  const gate = featureGate(info ? { ...info, key } : null);
  if (gate === 'upgrade') return { access: 0, count };
  if (gate === 'askLimit' && typeof info?.limit === 'number' && count >= info.limit)
    return { access: 0, count };
  return { access: 1, count };
}

/** Whether the plan lets the store have `wanted` of the feature. */
export function allowsCount(plan: PlanOfStore, key: SiteLimitKey, wanted: number): boolean {
  if (wanted <= 0) return true;
  return packLimit(plan, key, wanted - 1).access === 1;
}

export const upgradeNeeded = (key: SiteLimitKey) => new AppError(403, 'limit_reached', GATE_MESSAGES[key]);
