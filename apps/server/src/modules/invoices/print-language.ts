// Which of the nine languages an invoice or khata statement is printed in, from what the database
// knows of the customer, the asking staff member and the store.
import { documentLanguage } from '@storekeep/domain/document-texts';
import type { LanguageCode } from '@storekeep/domain/languages';
import type { DbOrTx } from '../../db/client.ts';
import * as q from './queries.ts';

/**
 * The language of an invoice or khata statement (documentLanguage): the asked one, else the
 * customer's, else the asking staff member's (none for a statement opened by its link), else the
 * store's.
 */
export async function printLanguage(
  db: DbOrTx,
  input: { supplierId: number; customerId: number | null; userId: number | null; asked?: LanguageCode },
): Promise<LanguageCode> {
  if (input.asked) return input.asked;
  const known = await q.findDocumentLanguages(db, input.supplierId, input.customerId, input.userId);
  return documentLanguage(known);
}
