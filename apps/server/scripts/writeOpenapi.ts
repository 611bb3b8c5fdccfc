import { writeFileSync } from 'node:fs';
import { openapiText } from '../src/openapi/openapiDocument.ts';

const target = new URL('../openapi.json', import.meta.url);
writeFileSync(target, openapiText());
console.log(`Wrote ${target.pathname}`);
