import type { Answer } from '@venue/ticket-core';
import { formatSlot } from '../app/format.ts';

export type StockMonth = Answer<'getConsoleStock'>;
export type StockDay = StockMonth['days'][number];
export type StockSlot = StockDay['slots'][number];

/** The `HH:MM–HH:MM` of a slot. */
export const slotTime = (slot: StockSlot) => formatSlot(slot.start_at, slot.end_at);
