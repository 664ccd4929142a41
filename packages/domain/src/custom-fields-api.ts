// Reply shapes of the custom-fields API that custom-fields.ts (the field rules and the field's own
// shapes) does not hold, shared by the server and the admin app.
import { z } from 'zod';

/** DELETE /custom-fields/:fieldId: the spec's '{fieldName} has been deleted'. */
export const customFieldDeletedReplySchema = z.object({ message: z.string() });
export type CustomFieldDeletedReply = z.infer<typeof customFieldDeletedReplySchema>;
