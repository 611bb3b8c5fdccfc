import { readFileSync } from 'node:fs';
import { endpointList } from '@venue/ticket-core';
import { describe, expect, it } from 'vitest';
import { openapiDocument, openapiText } from './openapiDocument.ts';

describe('the OpenAPI document', () => {
  it('is committed as the generator writes it now (run `pnpm --filter @venue/server openapi`)', () => {
    const committed = readFileSync(new URL('../../openapi.json', import.meta.url), 'utf8');
    expect(committed).toBe(openapiText());
  });

  it('has one operation per endpoint of the contract, designed calls tagged', () => {
    const document = openapiDocument() as {
      paths: Record<string, Record<string, { operationId: string; tags?: string[] }>>;
    };
    const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
    expect(operations.map((operation) => operation.operationId).sort()).toEqual(
      endpointList.map((endpoint) => endpoint.name).sort(),
    );
    const designed = operations.filter((operation) => operation.tags?.includes('designed'));
    expect(designed.map((operation) => operation.operationId)).toContain('checkInTicket');
  });

  it('gives a file call’s answer its media type', () => {
    const document = openapiDocument() as {
      paths: Record<string, { get: { responses: Record<string, { content?: Record<string, unknown> }> } }>;
    };
    const calendar = document.paths['/api/v1/reservations/{reservation_token}/calendar']?.get;
    expect(Object.keys(calendar?.responses[200]?.content ?? {})).toEqual(['text/calendar']);
    expect(Object.keys(calendar?.responses['4XX']?.content ?? {})).toEqual(['application/json']);
  });
});

describe('the console’s calls in the OpenAPI document', () => {
  it('sit under the admin path, need the staff session but to sign in, and name their access', () => {
    const document = openapiDocument() as {
      paths: Record<
        string,
        Record<string, { security?: unknown[]; 'x-venue-access'?: string; parameters: { name: string }[] }>
      >;
    };
    const session = document.paths['/api/admin/v1/session'];
    expect(session?.post?.security).toEqual([]);
    expect(session?.get?.security).toEqual([{ staffSession: [] }]);
    expect(session?.get?.['x-venue-access']).toBe('session');
    expect(session?.delete?.parameters.map((parameter) => parameter.name)).toEqual(['x-csrf-token']);
  });
});
