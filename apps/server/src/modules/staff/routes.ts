// HTTP of the staff screen (owner and platform admin, as the Staff menu entry), the member's own
// language, and the public invitation page's two calls.
import { MENU_AREAS } from '@storekeep/domain/permissions';
import {
  acceptInvitationBodySchema,
  createStaffMemberBodySchema,
  invitationInfoSchema,
  invitationTokenParamsSchema,
  resetStaffPasswordBodySchema,
  staffIdParamsSchema,
  staffListReplySchema,
  staffMemberReplySchema,
  staffOutletsReplySchema,
  updateOwnDigitsBodySchema,
  updateOwnLanguageBodySchema,
  updateStaffMemberBodySchema,
} from '@storekeep/domain/staff-api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { signedInSession, supplierSession } from '../../http/session.ts';
import {
  acceptInvitation,
  createStaffMember,
  invitationInfo,
  inviteStaffMember,
  listStaff,
  outletsOfMember,
  resetStaffPassword,
  setStaffActive,
  updateOwnDigits,
  updateOwnLanguage,
  updateStaffMember,
} from './service.ts';

const owner = { access: { kind: 'supplier', area: MENU_AREAS.staff } } as const;
const tags = ['staff'];

export const staffRoutes =
  (db: Db, config: Config): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/staff',
      {
        config: owner,
        schema: {
          tags,
          summary: "The store's people with their roles, rights, outlets and counters",
          response: { 200: staffListReplySchema },
        },
      },
      async (request) => listStaff(db, supplierSession(request)),
    );
    app.post(
      '/staff',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Add a member: with a temporary password (changed at first sign-in) or an invitation link',
          body: createStaffMemberBodySchema,
          response: { 201: staffMemberReplySchema },
        },
      },
      async (request, reply) => {
        const created = await createStaffMember(db, supplierSession(request), request.body, config.publicUrl);
        return reply.status(201).send(created);
      },
    );
    app.put(
      '/staff/:staffId',
      {
        config: owner,
        schema: {
          tags,
          summary: "Change a member's details, role, rights, outlets, counters and language",
          params: staffIdParamsSchema,
          body: updateStaffMemberBodySchema,
          response: { 200: staffMemberReplySchema },
        },
      },
      async (request) =>
        updateStaffMember(db, supplierSession(request), request.params.staffId, request.body),
    );
    app.put(
      '/staff/:staffId/active',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Deactivate (signs them out) or reactivate a member; people are never deleted',
          params: staffIdParamsSchema,
          body: z.object({ isActive: z.boolean() }),
          response: { 200: staffMemberReplySchema },
        },
      },
      async (request) =>
        setStaffActive(db, supplierSession(request), request.params.staffId, request.body.isActive),
    );
    app.post(
      '/staff/:staffId/password-reset',
      {
        config: owner,
        schema: {
          tags,
          summary: 'Give a temporary password that must be changed at the next sign-in',
          params: staffIdParamsSchema,
          body: resetStaffPasswordBodySchema,
          response: { 200: staffMemberReplySchema },
        },
      },
      async (request) =>
        resetStaffPassword(
          db,
          supplierSession(request),
          request.params.staffId,
          request.body.temporaryPassword,
        ),
    );
    app.post(
      '/staff/:staffId/invitation',
      {
        config: owner,
        schema: {
          tags,
          summary: 'A new one-time link with which the member sets their own password',
          params: staffIdParamsSchema,
          response: { 200: staffMemberReplySchema },
        },
      },
      async (request) =>
        inviteStaffMember(db, supplierSession(request), request.params.staffId, config.publicUrl),
    );
    app.get(
      '/staff/:staffId/outlets',
      {
        config: owner,
        schema: {
          tags,
          summary: 'The outlets a member may use (getOutletForStaffMember)',
          params: staffIdParamsSchema,
          response: { 200: staffOutletsReplySchema },
        },
      },
      async (request) => outletsOfMember(db, supplierSession(request), request.params.staffId),
    );
    app.put(
      '/me/language',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags,
          summary: "The signed-in person's own language (updateLanguageByStaffMember)",
          body: updateOwnLanguageBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await updateOwnLanguage(db, signedInSession(request), request.body.language);
        return reply.status(204).send(null);
      },
    );
    app.put(
      '/me/digits',
      {
        config: { access: { kind: 'signed-in' } },
        schema: {
          tags,
          summary: "Whether the signed-in person reads numbers in their language's own digits",
          body: updateOwnDigitsBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await updateOwnDigits(db, signedInSession(request), request.body.nativeDigits);
        return reply.status(204).send(null);
      },
    );
    app.get(
      '/invitations/:token',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags,
          summary: 'Who an invitation link is for',
          params: invitationTokenParamsSchema,
          response: { 200: invitationInfoSchema },
        },
      },
      async (request) => invitationInfo(db, request.params.token),
    );
    app.post(
      '/invitations/:token',
      {
        config: { access: { kind: 'public' } },
        schema: {
          tags,
          summary: 'Set the invited member’s own password (the link is then used up)',
          params: invitationTokenParamsSchema,
          body: acceptInvitationBodySchema,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await acceptInvitation(db, request.params.token, request.body.password);
        return reply.status(204).send(null);
      },
    );
  };
