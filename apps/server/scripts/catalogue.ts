import { tenants } from '@venue/tenants';
import { setClock } from '../src/clock.ts';
import { readConfig } from '../src/config.ts';
import { runCatalogueCommand } from '../src/venueCatalogue/catalogueCommand.ts';

const config = readConfig();
// The venue's today, as the server it applies for reads it (VENUE_CLOCK outside production).
if (config.clock) setClock(config.clock);
process.exitCode = await runCatalogueCommand(process.argv.slice(2), {
  tenants,
  database: { url: config.databaseUrl, sqlitePath: config.sqlitePath },
  variety: config.seedStock,
  print: (line) => console.log(line),
});
