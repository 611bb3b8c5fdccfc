import { type Endpoint, endpointNames, endpoints, errorBodySchema, rootPathOf } from '@venue/ticket-core';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const schemaOf = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _, ...json } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  });
  return json as JsonSchema;
};

/** The URL parameters of one part (path or query) of an endpoint, from its wire (string) form. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const json = schemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** A console call's session: the staff cookie; its access in `x-venue-access`. */
function consoleSecurity(endpoint: Endpoint): JsonSchema {
  return {
    'x-venue-access': endpoint.access,
    security: endpoint.access === 'public' ? [] : [{ staffSession: [] }],
  };
}

const csrfHeader: JsonSchema = {
  name: 'x-csrf-token',
  in: 'header',
  required: true,
  description: 'The session’s `csrf_token` (from signing in or `GET /session`)',
  schema: { type: 'string' },
};

function operation(endpoint: Endpoint): JsonSchema {
  const noContent = endpoint.answer.safeParse(null).success;
  return {
    operationId: endpoint.name,
    summary: endpoint.summary,
    ...(endpoint.root === 'admin'
      ? { tags: ['designed', 'console'], ...consoleSecurity(endpoint) }
      : endpoint.designed
        ? { tags: ['designed'] }
        : {}),
    parameters: [
      ...parameters(endpoint.params, 'path'),
      ...parameters(endpoint.query, 'query'),
      ...(endpoint.root === 'admin' && endpoint.method !== 'GET' && endpoint.access !== 'public'
        ? [csrfHeader]
        : []),
    ],
    ...(endpoint.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOf(endpoint.body, 'input') } },
          },
        }
      : {}),
    responses: {
      ...(noContent
        ? { 204: { description: 'No content' } }
        : {
            200: {
              description: 'OK',
              content: {
                [endpoint.answerMediaType ?? 'application/json']: {
                  schema: schemaOf(endpoint.answer, 'output'),
                },
              },
            },
          }),
      '4XX': {
        description: 'An error of the catalogue (spec section 8)',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
  };
}

/** OpenAPI 3.1 document of the API contract; paths are relative to a tenant's site root. */
export function openapiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const name of endpointNames) {
    const endpoint: Endpoint = endpoints[name];
    const path = `${rootPathOf(endpoint.root)}${endpoint.path}`;
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Venue ticketing API',
      version: '1.0.0',
      description:
        'Paths are relative to a site root: `/` for the demo tenant, `/<tenant>` for the others (for example `/lab-exhibition/api/v1/langs`). The venue console’s calls (tag `console`, under `/api/admin/v1`) are always under `/<tenant>`, and need a staff session (the `venue_staff` cookie, `__Host-venue_staff` over HTTPS); their `x-venue-access` says which permission the role needs (`public`: none; `session`: any staff of the venue).',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, 'output') },
      securitySchemes: { staffSession: { type: 'apiKey', in: 'cookie', name: 'venue_staff' } },
    },
  };
}

/** The committed form of the document (`openapi.json`): two-space JSON with a final newline. */
export function openapiText(): string {
  return `${JSON.stringify(openapiDocument(), null, 2)}\n`;
}
