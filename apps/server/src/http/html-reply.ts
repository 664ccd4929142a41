// How a route that answers an HTML page says so in its reply schema: OpenAPI shows the page as
// text/html, and the JSON serializer is never asked (a string sent with its content type goes out
// as it is).
import { z } from 'zod';

export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});
