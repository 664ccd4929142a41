// The activity log (who did what in a store): the kinds of entries the owner filters by, which
// stored audit actions each kind holds, and the discount share a bill is logged with.

export const ACTIVITY_KINDS = [
  'bill',
  'refund',
  'cancel',
  'price',
  'stock',
  'settings',
  'login',
  'staff',
  'outlet',
  'other',
] as const;
export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** The audit actions of each kind (exact names, or a prefix ending in '.'). */
export const ACTIVITY_ACTIONS: Readonly<Record<Exclude<ActivityKind, 'other'>, readonly string[]>> = {
  bill: ['order.billed'],
  refund: ['order.returned'],
  cancel: ['order.cancelled'],
  price: ['product.price_changed'],
  stock: ['stock.'],
  settings: ['settings.', 'categories.settings'],
  login: ['auth.login', 'password.changed'],
  staff: ['staff.'],
  outlet: ['outlet.'],
};

function matches(action: string, pattern: string): boolean {
  return pattern.endsWith('.') ? action.startsWith(pattern) : action === pattern;
}

export function activityKindOf(action: string): ActivityKind {
  for (const [kind, patterns] of Object.entries(ACTIVITY_ACTIONS)) {
    if (patterns.some((pattern) => matches(action, pattern))) return kind as ActivityKind;
  }
  return 'other';
}

/**
 * A bill's discount as a share of what it came to before the discount (its total plus the
 * discount), in percent with two decimals: a 20 % bill discount logs 20.
 */
export function discountPercentOf(totalPaise: number, discountPaise: number): number {
  const before = totalPaise + discountPaise;
  if (before <= 0 || discountPaise <= 0) return 0;
  return Math.round((discountPaise * 10_000) / before) / 100;
}
