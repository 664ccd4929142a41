// Requests and replies of the staff screen (back-office.md §6, §7: the staff list, a member's
// outlets by staffId, the language per staff member) and of the invitation link.
import { z } from 'zod';
import { LANGUAGE_CODES, type LanguageCode } from './languages.ts';
import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from './login.ts';
import { ALL_PERMISSIONS } from './permissions.ts';
import { MEMBER_ROLES } from './staff.ts';
import { INDIAN_MOBILE_PATTERN } from './validation.ts';

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const staffMemberSchema = z.object({
  staffId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobileNumber: z.string().nullable(),
  memberRole: z.enum(MEMBER_ROLES),
  /** The stored checklist (staff and cashiers); owners and delivery boys have none. */
  permissions: z.array(z.enum(ALL_PERMISSIONS)),
  /** Empty: every outlet of the store. */
  outletIds: z.array(z.number().int()),
  /** Empty: every counter of the member's outlets. */
  accountIds: z.array(z.number().int()),
  language: z.string(),
  isActive: z.boolean(),
  enforcePasswordReset: z.boolean(),
  /** Invited and has not set a password yet. */
  invitationPending: z.boolean(),
  createdAt: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffListReplySchema = z.object({
  members: z.array(staffMemberSchema),
  /** The permissions this store can give (the checklist's boxes). */
  grantablePermissions: z.array(z.enum(ALL_PERMISSIONS)),
});
export type StaffListReply = z.infer<typeof staffListReplySchema>;

export const staffIdParamsSchema = z.object({ staffId: id });

const name = (max: number) => z.string().trim().min(1, 'Required Field').max(max);
const language = z.enum(LANGUAGE_CODES as [LanguageCode, ...LanguageCode[]]);

const memberFields = {
  firstName: name(60),
  lastName: z.string().trim().max(60).default(''),
  mobileNumber: z
    .string()
    .trim()
    .regex(INDIAN_MOBILE_PATTERN, 'Enter a valid 10 digit mobile number')
    .nullable()
    .default(null),
  memberRole: z.enum(MEMBER_ROLES),
  permissions: z.array(z.string().max(40)).max(40).default([]),
  outletIds: z.array(id).max(200).default([]),
  accountIds: z.array(id).max(500).default([]),
  language: language.default('en'),
};

export const temporaryPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(1024);

/**
 * A new member. With a temporary password they sign in with it and must change it at once; without
 * one they get an invitation link to set their own.
 */
export const createStaffMemberBodySchema = z.object({
  ...memberFields,
  email: z.string().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, 'Enter a valid e-mail address'),
  temporaryPassword: temporaryPasswordSchema.optional(),
});
export type CreateStaffMemberBody = z.infer<typeof createStaffMemberBodySchema>;

export const updateStaffMemberBodySchema = z.object({
  firstName: memberFields.firstName,
  lastName: memberFields.lastName,
  mobileNumber: memberFields.mobileNumber,
  memberRole: memberFields.memberRole,
  permissions: memberFields.permissions,
  outletIds: memberFields.outletIds,
  accountIds: memberFields.accountIds,
  language: memberFields.language,
});
export type UpdateStaffMemberBody = z.infer<typeof updateStaffMemberBodySchema>;

export const resetStaffPasswordBodySchema = z.object({ temporaryPassword: temporaryPasswordSchema });

export const invitationSchema = z.object({
  /** The one-time link, for the owner to copy (or to send once messaging exists). */
  url: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

export const staffMemberReplySchema = z.object({
  member: staffMemberSchema,
  invitation: invitationSchema.nullable(),
});
export type StaffMemberReply = z.infer<typeof staffMemberReplySchema>;

/** The outlets of a staff member (getOutletForStaffMember by staffId). */
export const staffOutletsReplySchema = z.object({
  outlets: z.array(z.object({ outletId: z.number().int(), name: z.string() })),
});

export const updateOwnLanguageBodySchema = z.object({ language });

/** The signed-in person's choice of digits: their language's own, or Latin (the default). */
export const updateOwnDigitsBodySchema = z.object({ nativeDigits: z.boolean() });

/** What the invitation page shows before the password is set. */
export const invitationInfoSchema = z.object({
  storeName: z.string(),
  firstName: z.string(),
  email: z.string(),
});
export const invitationTokenParamsSchema = z.object({ token: z.string().min(20).max(100) });
export const acceptInvitationBodySchema = z.object({ password: temporaryPasswordSchema });
