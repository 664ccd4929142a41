// The legacy apps' contract rows (one per call path the spec names), shared by the row files in
// legacy-rows/ and the contract runner. The shape is the one the three legacy groups agreed on.
import type { DemoIds } from './smoke-operations.ts';

export type { DemoIds };

type Values = (ids: DemoIds) => Record<string, string>;

export interface LegacyRow {
  /** As the spec writes it, e.g. 'GET /marketplace/vendor-api/getVendorAppData.ns'. */
  call: string;
  /** Query / form / JSON body; functions receive the demo store's ids. */
  query?: Values;
  form?: Values;
  json?: (ids: DemoIds) => unknown;
  /** Reply fields the spec names, as dotted paths: 'isSuccess', 'appData.allPermission', 'data.0.imgURL'. */
  fields: string[];
  /** Optional expected message texts (spec's letter for letter) for a bad-input variant. */
  refusal?: { query?: Values; form?: Values; message: string };
}
