// The legacy contract's rows of this area (support/legacy-contract.ts); filled by its helper.
import type { LegacyRow } from '../legacy-contract.ts';

export const ROWS: LegacyRow[] = [];
