// Login throttling (docs/decisions/0068-login-throttling.md): before a password is checked, the
// attempt takes its counters' row locks, is refused if a wait is running, and is otherwise counted
// as a failure at once (a success takes it back), so concurrent attempts cannot all be checked.
// Waits grow per account and address; an address with no failures on the account, and a browser
// that has signed in to it before, is never refused because of someone else's failures.
import type { Db } from '../../db/client.ts';
import * as q from './queries.ts';

export const THROTTLE = {
  /** Failures from one address (or one known browser) on one account before waits begin. */
  freePerAccountAndAddress: 5,
  /** Failures from one address on any accounts before waits begin. */
  freePerAddress: 30,
  /**
   * Failures on one account from everywhere past which an unknown address waits after each of its
   * failures on that account (not after its fifth): a spread-out attack is slowed, nobody blocked.
   */
  accountCeiling: 100,
  /** The first wait; each further failure doubles it, up to the cap. */
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  /** Counters are forgotten after this long without a failure (longer than the longest wait). */
  forgetAfterSeconds: 60 * 60,
} as const;

/** A counter as read under its lock: its failures, and seconds since the latest. */
export interface Counter {
  failures: number;
  secondsSince: number;
}

export interface ThrottleKeys {
  /** This address (or this known browser) on this account. */
  pair: string;
  address: string;
  account: string;
}

/** A browser that has signed in to an account before (the signed `sk_device` cookie). */
export interface KnownDevice {
  userId: number;
  deviceId: string;
}

export function throttleKeys(email: string, ip: string, knownDeviceId?: string): ThrottleKeys {
  const address = addressKey(ip);
  return {
    pair: knownDeviceId === undefined ? `p:${email}|${address}` : `d:${knownDeviceId}`,
    address: `i:${address}`,
    account: `a:${email}`,
  };
}

/**
 * The address a counter is kept for: an IPv4 address as it is, an IPv6 address by its /64 (one
 * subscriber's network holds a whole /64, and rotating inside it must not make new addresses).
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(':')) return ip;
  const [head = '', tail] = (ip.toLowerCase().split('%')[0] ?? '').split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** Seconds to wait after the latest of `failures` failures, when `free` of them cost nothing. */
export function waitAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(THROTTLE.maxWaitSeconds, THROTTLE.firstWaitSeconds * 2 ** (failures - free));
}

/** Whole seconds this attempt must still wait (0: its password may be checked). */
export function secondsToWait(
  counters: { pair: Counter; address: Counter; account: Counter },
  knownDevice: boolean,
): number {
  const remaining = (counter: Counter, free: number) => {
    const wait = waitAfter(counter.failures, free);
    return wait === 0 ? 0 : Math.max(0, Math.ceil(wait - Math.max(0, counter.secondsSince)));
  };
  if (knownDevice) return remaining(counters.pair, THROTTLE.freePerAccountAndAddress);
  const pairFree =
    counters.account.failures >= THROTTLE.accountCeiling ? 1 : THROTTLE.freePerAccountAndAddress;
  return Math.max(remaining(counters.pair, pairFree), remaining(counters.address, THROTTLE.freePerAddress));
}

export function tooManyAttempts(seconds: number): string {
  const after =
    seconds < 60
      ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`
      : `${Math.ceil(seconds / 60)} ${Math.ceil(seconds / 60) === 1 ? 'minute' : 'minutes'}`;
  return `Too many failed login attempts. Please try again after ${after}.`;
}

const NO_FAILURES: Counter = { failures: 0, secondsSince: Number.POSITIVE_INFINITY };

/**
 * Decides whether this attempt's password may be checked, under the counters' row locks (so it
 * holds with any number of server processes on one database), and counts it as a failure when it
 * may. Answers the seconds still to wait, 0 when the check may go ahead.
 */
export async function claimPasswordCheck(db: Db, keys: ThrottleKeys, knownDevice: boolean): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await q.lockThrottles(
      tx,
      [keys.pair, keys.address, keys.account],
      THROTTLE.forgetAfterSeconds,
    );
    const counter = (key: string) => rows.find((row) => row.key === key) ?? NO_FAILURES;
    const wait = secondsToWait(
      { pair: counter(keys.pair), address: counter(keys.address), account: counter(keys.account) },
      knownDevice,
    );
    if (wait === 0) await q.countThrottleFailure(tx, [keys.pair, keys.address, keys.account]);
    return wait;
  });
}

/** The password was right: this address's (or browser's) failures on the account are forgotten. */
export async function passwordCheckSucceeded(db: Db, keys: ThrottleKeys): Promise<void> {
  await q.forgiveThrottleFailure(db, keys.pair, [keys.address, keys.account]);
  await q.deleteForgottenThrottles(db, THROTTLE.forgetAfterSeconds);
}
