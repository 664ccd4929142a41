// SQL of the enquiries inbox: storefront enquiries with their product's name, read / replied / done.
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { enquiries, products } from '../../db/schema.ts';

export type EnquiryFilter = 'open' | 'done' | 'all';

export async function listEnquiries(
  db: DbOrTx,
  supplierId: number,
  filter: EnquiryFilter,
  limit: number,
  offset: number,
) {
  const where: SQL[] = [eq(enquiries.supplierId, supplierId)];
  if (filter === 'open') where.push(isNull(enquiries.doneAt));
  if (filter === 'done') where.push(isNotNull(enquiries.doneAt));
  return db
    .select({
      enquiryId: enquiries.enquiryId,
      name: enquiries.name,
      mobileNumber: enquiries.mobileNumber,
      message: enquiries.message,
      productId: enquiries.productId,
      productName: products.name,
      isRead: enquiries.isRead,
      repliedAt: enquiries.repliedAt,
      doneAt: enquiries.doneAt,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .leftJoin(
      products,
      and(eq(products.supplierId, enquiries.supplierId), eq(products.productId, enquiries.productId)),
    )
    .where(and(...where))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.enquiryId))
    .limit(limit)
    .offset(offset);
}

export async function countUnread(db: DbOrTx, supplierId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(enquiries)
    .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.isRead, false)));
  return Number(row?.n ?? 0);
}

export async function lockEnquiry(tx: DbOrTx, supplierId: number, enquiryId: number) {
  const [row] = await tx
    .select()
    .from(enquiries)
    .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.enquiryId, enquiryId)))
    .for('update');
  return row ?? null;
}

export async function updateEnquiry(
  tx: DbOrTx,
  supplierId: number,
  enquiryId: number,
  values: { isRead?: boolean; doneAt?: Date | null; repliedAt?: Date },
) {
  await tx
    .update(enquiries)
    .set(values)
    .where(and(eq(enquiries.supplierId, supplierId), eq(enquiries.enquiryId, enquiryId)));
}
