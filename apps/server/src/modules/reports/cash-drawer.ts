// Use cases of the cash-drawer close: what a counter's drawer should hold at the end of a day, the
// cashier's close (counted cash, optionally by denomination) saved once per counter and day — a
// re-close replaces it and the audit log keeps what it replaced — and the closed days of a period.
import {
  DRAWER_MESSAGES,
  type DrawerClose,
  type DrawerCloseBody,
  type DrawerClosesReply,
  type DrawerDayReply,
  type DrawerMovement,
  expectedDrawerCash,
} from '@storekeep/domain/cash-drawer';
import { MAX_REPORT_DAYS } from '@storekeep/domain/report-api';
import type { Db, DbOrTx } from '../../db/client.ts';
import { invalid, notFound } from '../../http/errors.ts';
import { insertAudit } from '../supplier/index.ts';
import * as q from './cash-drawer-queries.ts';
import { dayStart, indiaToday, type ReportActor, type Scope, scopeOf } from './period.ts';
import { moneyMovements } from './transaction-queries.ts';

export const DRAWER_NOT_FOUND = 'Counter not found.';
const TOO_LONG = `Choose a period of at most ${MAX_REPORT_DAYS} days.`;

const dayScope = (session: ReportActor, day: string): Scope =>
  scopeOf(session, { from: day, to: day, scope: 'all' });

function checkedDay(day: string): string {
  if (day > indiaToday()) throw invalid(DRAWER_MESSAGES.futureDay, { day: DRAWER_MESSAGES.futureDay });
  return day;
}

/**
 * The cash movements of a counter's day, from the rows the day book reads: its bills' payments
 * and refunds, and — on the main counter — khata collections and vendor payments, which record no
 * counter.
 */
async function drawerMovements(db: DbOrTx, s: Scope, accountId: number, openingFloatPaise = 0) {
  const main = (await q.mainCounterId(db, s.supplierId)) === accountId;
  const rows = await moneyMovements(db, s);
  const movements: DrawerMovement[] = rows.filter((r) =>
    r.source === 'SALE' || r.source === 'REFUND' ? r.accountId === accountId : main,
  );
  return { main, parts: expectedDrawerCash(openingFloatPaise, movements) };
}

async function counterIn(db: DbOrTx, s: Scope, accountId: number) {
  const counter = await q.counterOf(db, s, accountId);
  if (!counter) throw notFound(DRAWER_NOT_FOUND);
  return counter;
}

const present = (row: q.CloseRow): DrawerClose => ({
  ...row,
  differencePaise: row.countedPaise - row.expectedPaise,
});

/** A counter's day: the cash movements the drawer should reflect and its close, if made. */
export async function drawerDay(
  db: DbOrTx,
  session: ReportActor,
  accountId: number,
  askedDay: string,
): Promise<DrawerDayReply> {
  const day = checkedDay(askedDay);
  const s = dayScope(session, day);
  const counter = await counterIn(db, s, accountId);
  const { main, parts } = await drawerMovements(db, s, accountId);
  const [close] = await q.closes(db, s, { from: day, to: day }, accountId);
  return {
    day,
    accountId,
    outletName: counter.outletName,
    counterName: counter.counterName,
    mainCounter: main,
    cashSalesPaise: parts.cashSalesPaise,
    khataCollectionsPaise: parts.khataCollectionsPaise,
    refundsPaise: parts.refundsPaise,
    paidOutPaise: parts.paidOutPaise,
    close: close ? present(close) : null,
  };
}

/** The cashier closes the counter's day: expected cash worked out now, the count kept beside it. */
export async function closeDrawer(
  db: Db,
  session: ReportActor,
  accountId: number,
  body: DrawerCloseBody,
): Promise<DrawerClose> {
  const day = checkedDay(body.day);
  const s = dayScope(session, day);
  await db.transaction(async (tx) => {
    const counter = await counterIn(tx, s, accountId);
    const previous = await q.lockedClose(tx, s.supplierId, accountId, day);
    const { parts } = await drawerMovements(tx, s, accountId, body.openingFloatPaise);
    const { expectedPaise } = parts;
    await q.saveClose(tx, s.supplierId, {
      accountId,
      businessDay: day,
      openingFloatPaise: body.openingFloatPaise,
      cashSalesPaise: parts.cashSalesPaise,
      khataCollectionsPaise: parts.khataCollectionsPaise,
      refundsPaise: parts.refundsPaise,
      paidOutPaise: parts.paidOutPaise,
      expectedPaise,
      countedPaise: body.countedPaise,
      denominations: body.count,
      closedBy: session.userId,
    });
    await insertAudit(tx, {
      supplierId: s.supplierId,
      userId: session.userId,
      action: previous ? 'cash_drawer.reclosed' : 'cash_drawer.closed',
      details: {
        accountId,
        accountName: counter.counterName,
        day,
        expectedPaise,
        toPaise: body.countedPaise,
        ...(previous
          ? {
              fromPaise: previous.countedPaise,
              previous: {
                openingFloatPaise: previous.openingFloatPaise,
                expectedPaise: previous.expectedPaise,
                countedPaise: previous.countedPaise,
                count: previous.denominations,
                closedBy: previous.closedBy,
                closedAt: previous.closedAt.toISOString(),
              },
            }
          : {}),
      },
    });
  });
  const [saved] = await q.closes(db, s, { from: day, to: day }, accountId);
  if (!saved) throw notFound(DRAWER_NOT_FOUND);
  return present(saved);
}

/** The closed days of a period for the counters the user may see, newest first. */
export async function drawerCloses(
  db: DbOrTx,
  session: ReportActor,
  period: { from: string; to: string },
): Promise<DrawerClosesReply> {
  const [from, to] = [period.from, period.to].sort() as [string, string];
  if ((dayStart(to).getTime() - dayStart(from).getTime()) / 86_400_000 + 1 > MAX_REPORT_DAYS)
    throw invalid(TOO_LONG, { from: TOO_LONG });
  const s = scopeOf(session, { from, to, scope: 'all' });
  return { closes: (await q.closes(db, s, { from, to }, null)).map(present) };
}
