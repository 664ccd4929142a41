// HTTP of manager approval: the owner's PIN for each approver (with the Staff screen's access),
// the approvers a cashier may ask, and the manager's PIN on the cashier's screen.
import {
  approvalPinBodySchema,
  approvalReplySchema,
  approvalRequestSchema,
  approversReplySchema,
} from '@storekeep/domain/manager-approval';
import { MENU_AREAS } from '@storekeep/domain/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { supplierSession } from '../../http/session.ts';
import { approve, listApprovers, removeApprovalPin, setApprovalPin } from './service.ts';

const staffAccess = { access: { kind: 'supplier', area: MENU_AREAS.staff } } as const;
const posAccess = { access: { kind: 'supplier', area: MENU_AREAS.orders } } as const;
const tags = ['manager approval'];
const params = z.object({ userId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });
const pinReplySchema = z.object({ userId: z.number().int(), canApprove: z.boolean() });

export const approvalRoutes =
  (db: Db): FastifyPluginAsyncZod =>
  async (app) => {
    app.put(
      '/staff/:userId/approval-pin',
      {
        config: staffAccess,
        schema: {
          tags,
          summary: 'Give a member (or the owner) the right to approve at the POS, with a PIN',
          params,
          body: approvalPinBodySchema,
          response: { 200: pinReplySchema },
        },
      },
      async (request) =>
        setApprovalPin(db, supplierSession(request), request.params.userId, request.body.pin),
    );
    app.delete(
      '/staff/:userId/approval-pin',
      {
        config: staffAccess,
        schema: {
          tags,
          summary: 'Take away the right to approve',
          params,
          response: { 200: pinReplySchema },
        },
      },
      async (request) => removeApprovalPin(db, supplierSession(request), request.params.userId),
    );
    app.get(
      '/approvals/approvers',
      {
        config: posAccess,
        schema: { tags, summary: 'Who may approve at the POS', response: { 200: approversReplySchema } },
      },
      async (request) => listApprovers(db, supplierSession(request)),
    );
    app.post(
      '/approvals',
      {
        config: posAccess,
        schema: {
          tags,
          summary:
            "A manager's PIN on the cashier's screen: a one-time approval for the cashier's next request (wrong PINs lock it for a while)",
          body: approvalRequestSchema,
          response: { 201: approvalReplySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await approve(db, supplierSession(request), request.body)),
    );
  };
