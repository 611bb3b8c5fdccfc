import type { TenantConfig } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import { venueToday } from '../clock.ts';
import type { Database } from '../db/schema.ts';
import type { Logger } from '../log.ts';
import type { StockVariety } from './demoSales.ts';
import { rollCataloguesForward } from './siteCatalogues.ts';

/** How often a running server looks whether the venue's day has changed: hourly. */
export const defaultStockCheckMs = 60 * 60 * 1000;

export interface StockKeeper {
  /** Stops looking; resolves once a top-up under way has finished. */
  stop(): Promise<void>;
}

/**
 * Keeps every tenant's stock its catalogue's horizon ahead while the server runs, however long it runs:
 * every `checkMs` it looks at the venue's date and, on a new day, rolls each site's last applied
 * catalogue forward (the start already did it for the first day). A failure is logged and tried again
 * at the next look.
 */
export function keepStockAhead(
  db: Kysely<Database>,
  configs: readonly TenantConfig[],
  options: { stock: StockVariety; checkMs: number; logger: Logger },
): StockKeeper {
  let toppedUpFor = venueToday().toString();
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function look() {
    const today = venueToday();
    if (today.toString() === toppedUpFor) return;
    try {
      await rollCataloguesForward(db, configs, { variety: options.stock, today, logger: options.logger });
      toppedUpFor = today.toString();
      options.logger.info({ today: toppedUpFor }, 'Stock topped up for the new day');
    } catch (error) {
      options.logger.error({ err: error }, 'Stock top-up failed; trying again at the next look');
    }
  }

  function schedule() {
    timer = setTimeout(() => {
      running = look().finally(() => {
        if (!stopped) schedule();
      });
    }, options.checkMs);
    timer.unref();
  }

  schedule();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
