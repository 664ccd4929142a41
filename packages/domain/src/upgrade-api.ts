// Reply shape of POST /api/v1/upgrade-requests, shared by the server and the admin app. The
// request (upgradeRequestBodySchema) and the plan rules are in plans.ts.
import { z } from 'zod';

export const upgradeRequestReplySchema = z.object({ isSuccess: z.literal(true) });
export type UpgradeRequestReply = z.infer<typeof upgradeRequestReplySchema>;
