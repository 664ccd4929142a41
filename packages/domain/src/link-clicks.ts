// Link clicks (shared-blocks.md §7 "Tracking and checks": collect-data.ns?li&ll&device_src, "This
// is click tracking. Device codes: 61 web, 62 mobile browser/iPad, 63 Android app, 64 iOS app"):
// the device codes, the bounds of a recorded click and the merchant's summary of them.
import { z } from 'zod';

export const LINK_CLICK_MESSAGES = {
  deviceCode: 'Choose a device code: 61 web, 62 mobile browser or iPad, 63 Android app, 64 iOS app.',
  tooLong: 'A link can be described in up to 500 characters.',
} as const;

/** The spec's device codes, by the name the admin shows them under. */
export const LINK_CLICK_DEVICES = {
  61: 'web',
  62: 'mobileBrowser',
  63: 'androidApp',
  64: 'iosApp',
} as const;
export type LinkClickDevice = (typeof LINK_CLICK_DEVICES)[keyof typeof LINK_CLICK_DEVICES];
export const LINK_CLICK_DEVICE_NAMES = Object.values(LINK_CLICK_DEVICES);

export type LinkClickDeviceCode = keyof typeof LINK_CLICK_DEVICES;
export const isLinkClickDeviceCode = (code: number): code is LinkClickDeviceCode =>
  Object.hasOwn(LINK_CLICK_DEVICES, code);

/** The most of li and ll that is kept. */
export const LINK_CLICK_TEXT_MAX = 500;
/** Clicks one session may record a minute; one app in a loop cannot fill the table. */
export const LINK_CLICKS_PER_MINUTE = 60;
/** Days a click is kept: the summary shows the last 30, older ones are removed. */
export const LINK_CLICK_SUMMARY_DAYS = 30;
export const LINK_CLICK_KEEP_DAYS = 90;

const text = z.string().trim().max(LINK_CLICK_TEXT_MAX, LINK_CLICK_MESSAGES.tooLong);

/** One click as the apps send it: li and ll as they are (the spec does not say more), the device. */
export const linkClickSchema = z.object({
  li: text.default(''),
  ll: text.default(''),
  deviceCode: z.coerce
    .number({ error: LINK_CLICK_MESSAGES.deviceCode })
    .int(LINK_CLICK_MESSAGES.deviceCode)
    .refine(isLinkClickDeviceCode, LINK_CLICK_MESSAGES.deviceCode),
});
export type LinkClickInput = z.input<typeof linkClickSchema>;

export const linkClickSummaryReplySchema = z.object({
  days: z.number().int().positive(),
  total: z.number().int().nonnegative(),
  /** Every device, in the spec's order, with 0 where none came. */
  byDevice: z.array(
    z.object({
      deviceCode: z.number().int(),
      device: z.enum(LINK_CLICK_DEVICE_NAMES as [LinkClickDevice, ...LinkClickDevice[]]),
      clicks: z.number().int().nonnegative(),
    }),
  ),
});
export type LinkClickSummary = z.infer<typeof linkClickSummaryReplySchema>;
