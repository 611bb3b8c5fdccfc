import { writeFileSync } from 'node:fs';
import { openapiDocument } from '../src/openapi/openapiDocument.ts';

const target = new URL('../openapi.json', import.meta.url);
writeFileSync(target, `${JSON.stringify(openapiDocument(), null, 2)}\n`);
console.log(`Wrote ${target.pathname}`);
