import type { Endpoint } from '@venue/ticket-core';
import type { Context } from 'hono';
import type { FileAnswer } from '../service/input.ts';

/** A file call's answer as an attachment of the endpoint's media type, its text checked by the contract. */
export function fileResponse(c: Context, endpoint: Endpoint, result: unknown): Response {
  const file = result as FileAnswer<unknown>;
  return c.body(endpoint.answer.parse(file.content) as string, 200, {
    'content-type': `${endpoint.answerMediaType}; charset=utf-8`,
    'content-disposition': `attachment; filename="${file.filename}"`,
  });
}
