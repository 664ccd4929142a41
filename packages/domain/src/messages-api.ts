// Request and reply shapes of the messages API (/api/v1/messages): SMS credits (back-office.md §7
// get_sms_balance, get_sms_transaction_history), the messages sent with their status, and the
// custom SMS sender id status (common_api getCustomSMSSenderIdStatus).
import { z } from 'zod';

export const MESSAGE_CHANNELS = ['SMS', 'WHATSAPP'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** What a message is for: picks its DLT template (SMS) and how the screen names it. */
export const MESSAGE_PURPOSES = [
  'CREDIT_OTP',
  'PAYMENT_LINK',
  'ORDER_UPDATE',
  'KHATA_REMINDER',
  'ENQUIRY_REPLY',
  'BOOKING_REMINDER',
] as const;
export type MessagePurpose = (typeof MESSAGE_PURPOSES)[number];

export const MESSAGE_STATUSES = ['QUEUED', 'SENDING', 'SENT', 'FAILED'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const SMS_CREDIT_KINDS = ['WELCOME', 'PURCHASE', 'DEBIT', 'REFUND'] as const;

/** Credits a store starts with, so that its first OTPs and receipts go out before any purchase. */
export const WELCOME_SMS_CREDITS = 100;
/** At or below this balance the SMS Credits screen and menu warn. */
export const LOW_SMS_CREDITS = 20;
export const SMS_HISTORY_PAGE_SIZE = 25;
export const MESSAGES_PAGE_SIZE = 25;

export const MESSAGES_TEXT = {
  noCredits: 'Not enough SMS credits to send this message. Buy SMS credits to continue.',
  noPack: 'Choose one of the SMS credit packs.',
  noProvider: 'Online payment is not set up for this store, so SMS credits cannot be bought online.',
  purchaseNotFound: 'Purchase not found.',
  notVerified: 'The payment could not be verified.',
} as const;

/** SMS credit packs the store can buy online (prices include GST). */
export const SMS_CREDIT_PACKS = [
  { packId: 'sms-500', credits: 500, pricePaise: 12_500 },
  { packId: 'sms-2000', credits: 2_000, pricePaise: 45_000 },
  { packId: 'sms-10000', credits: 10_000, pricePaise: 2_00_000 },
] as const;

export const smsCreditPackSchema = z.object({
  packId: z.string(),
  credits: z.number().int(),
  pricePaise: z.number().int(),
});
export const smsCreditPacksReplySchema = z.object({
  packs: z.array(smsCreditPackSchema),
  /** Whether the store's payment provider can take the payment now. */
  canBuy: z.boolean(),
});
export const buySmsCreditsBodySchema = z.object({
  packId: z.enum(SMS_CREDIT_PACKS.map((p) => p.packId) as [string, ...string[]], {
    error: MESSAGES_TEXT.noPack,
  }),
});
/** Where the buyer goes to pay: the provider's page, or a form that posts itself there. */
export const buySmsCreditsReplySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('redirect'), url: z.string() }),
  z.object({ kind: z.literal('form'), action: z.string(), fields: z.record(z.string(), z.string()) }),
]);

/** get_sms_balance */
export const smsBalanceSchema = z.object({
  credits: z.number().int().min(0),
  isLow: z.boolean(),
});
export type SmsBalance = z.infer<typeof smsBalanceSchema>;

/** get_sms_transaction_history (pageNo from 1) */
export const pageParamsSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const smsTransactionSchema = z.object({
  transactionId: z.number().int(),
  kind: z.enum(SMS_CREDIT_KINDS),
  /** Signed: a debit is negative. */
  credits: z.number().int(),
  balanceAfter: z.number().int(),
  messageId: z.number().int().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type SmsTransaction = z.infer<typeof smsTransactionSchema>;

export const smsTransactionHistorySchema = z.object({
  transactions: z.array(smsTransactionSchema),
  pageNo: z.number().int(),
  hasMore: z.boolean(),
});
export type SmsTransactionHistory = z.infer<typeof smsTransactionHistorySchema>;

export const outboundMessageSchema = z.object({
  messageId: z.number().int(),
  channel: z.enum(MESSAGE_CHANNELS),
  purpose: z.enum(MESSAGE_PURPOSES),
  /** The mobile number with all but its last four digits hidden. */
  recipient: z.string(),
  body: z.string(),
  segments: z.number().int(),
  credits: z.number().int(),
  status: z.enum(MESSAGE_STATUSES),
  attempts: z.number().int(),
  orderId: z.number().int().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboundMessage = z.infer<typeof outboundMessageSchema>;

export const outboundMessageListSchema = z.object({
  messages: z.array(outboundMessageSchema),
  pageNo: z.number().int(),
  hasMore: z.boolean(),
});
export type OutboundMessageList = z.infer<typeof outboundMessageListSchema>;

/** getCustomSMSSenderIdStatus: the sender id SMS go out under and whether a custom one is approved. */
export const SENDER_ID_STATUSES = ['DEFAULT', 'PENDING', 'APPROVED', 'REJECTED'] as const;
export const senderIdStatusSchema = z.object({
  senderId: z.string().nullable(),
  status: z.enum(SENDER_ID_STATUSES),
  /** Whether SMS really leave through a gateway (false: the log provider only records them). */
  gatewayConfigured: z.boolean(),
});
export type SenderIdStatus = z.infer<typeof senderIdStatusSchema>;

/** Hides all but the last four digits of a mobile number (as the credit OTP reply does). */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  return `******${digits.slice(-4)}`;
}

/** Web push (shared-blocks.md §7 registerToken): the browser's subscription and the user's status. */
export const PUSH_USER_STATUSES = ['LOGGED_IN', 'LOGGED_OUT'] as const;
export const registerPushTokenBodySchema = z
  .object({
    /** A random id the browser keeps (localStorage), naming it among the user's browsers. */
    browserId: z.string().trim().min(8).max(100),
    status: z.literal('SUBSCRIBED'),
    userStatus: z.enum(PUSH_USER_STATUSES),
    /** PushSubscription.toJSON(); needed when logging in, not when logging out. */
    subscription: z
      .object({
        endpoint: z.url({ protocol: /^https?$/ }).max(2000),
        keys: z.object({
          p256dh: z.string().regex(/^[A-Za-z0-9_-]{80,100}$/, 'Enter the browser key'),
          auth: z.string().regex(/^[A-Za-z0-9_-]{16,32}$/, 'Enter the browser secret'),
        }),
      })
      .optional(),
  })
  .refine((body) => body.userStatus === 'LOGGED_OUT' || body.subscription !== undefined, {
    message: 'Required Field',
    path: ['subscription'],
  });
export type RegisterPushTokenBody = z.input<typeof registerPushTokenBodySchema>;
export const registerPushTokenReplySchema = z.object({ success: z.boolean() });
export const vapidKeyReplySchema = z.object({ publicKey: z.string() });

/** Push notifications are shown after a random delay of up to this long (shared-blocks.md §9). */
export const PUSH_DISPLAY_DELAY_MAX_MS = 1000;

/** The enquiries inbox (back-office.md §3 isFirstEnquiryInbox; the badge counts unread). */
export const ENQUIRY_FILTERS = ['open', 'done', 'all'] as const;
export const ENQUIRIES_PAGE_SIZE = 25;
export const enquiryListParamsSchema = z.object({
  filter: z.enum(ENQUIRY_FILTERS).default('open'),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const enquirySchema = z.object({
  enquiryId: z.number().int(),
  name: z.string(),
  mobileNumber: z.string().nullable(),
  message: z.string(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  isRead: z.boolean(),
  repliedAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  createdAt: z.string(),
});
export type Enquiry = z.infer<typeof enquirySchema>;

export const enquiryListSchema = z.object({
  enquiries: z.array(enquirySchema),
  pageNo: z.number().int(),
  hasMore: z.boolean(),
  unreadCount: z.number().int(),
});
export type EnquiryList = z.infer<typeof enquiryListSchema>;

export const enquiryParamsSchema = z.object({ enquiryId: z.coerce.number().int().positive() });

export const markEnquiryBodySchema = z
  .object({ isRead: z.boolean().optional(), isDone: z.boolean().optional() })
  .refine((body) => body.isRead !== undefined || body.isDone !== undefined, {
    message: 'Required Field',
    path: ['isRead'],
  });

export const ENQUIRY_TEXT = {
  notFound: 'Enquiry not found.',
  noMobile: 'This enquiry has no mobile number to reply to.',
} as const;

export const replyEnquiryBodySchema = z.object({
  channel: z.enum(MESSAGE_CHANNELS),
  text: z.string().trim().min(1, 'Required Field').max(1000),
  /** The same key twice (a retried click) sends one reply. */
  replyKey: z.string().trim().min(8).max(100),
});
