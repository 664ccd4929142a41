// The response schema of a route that answers a file (PDF, CSV, XLSX, an image): the OpenAPI
// document states its content types as binary strings (zod's z.file()), and the bytes go out as
// they are: Fastify sends a Buffer or a stream without running the serialiser, so the schema is
// never applied to them and is typed as what the handlers send.
import type { Readable } from 'node:stream';
import { z } from 'zod';

type FileBody = z.ZodType<Buffer | Readable>;

export function fileReply(description: string, contentTypes: readonly [string, ...string[]]) {
  return {
    description,
    content: Object.fromEntries(
      contentTypes.map((type) => [type, { schema: z.file().mime(type) as unknown as FileBody }]),
    ),
  };
}
