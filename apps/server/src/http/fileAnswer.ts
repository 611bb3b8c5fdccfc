import type { Endpoint } from '@venue/ticket-core';
import type { Context } from 'hono';
import type { FileAnswer } from '../service/input.ts';

/** A file call's answer as an attachment of the endpoint's media type, its text checked by the contract. */
export function fileResponse(c: Context, endpoint: Endpoint, result: unknown): Response {
  const file = result as FileAnswer<unknown>;
  const content = endpoint.answer.parse(file.content) as string | File;
  return c.body(typeof content === 'string' ? content : content.stream(), 200, {
    // A text file is UTF-8; a binary one (a wallet pass, a zip) has no charset.
    'content-type':
      typeof content === 'string'
        ? `${endpoint.answerMediaType}; charset=utf-8`
        : `${endpoint.answerMediaType}`,
    'content-disposition': `attachment; filename="${file.filename}"`,
  });
}
