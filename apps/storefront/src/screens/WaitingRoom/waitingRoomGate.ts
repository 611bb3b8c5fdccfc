import { errorMessages, isApiError } from '@venue/ticket-core';
import { useEffect, useState } from 'react';
import { api } from '../../api/api.ts';
import { tenant } from '../../tenant.ts';
import { gatesProduct, holdsPass, type WaitingRoomAnswer } from './waitingRoomView.ts';

/**
 * Whether to ask the server about the site's waiting room at `now` (the page's clock), for the visitor
 * about to order `productUuid`: only on a site with a room that has not closed, and, when the room gates
 * some products only, once a product is chosen. So a site without a room asks nothing, and neither does
 * the first screen of a site whose room gates one product.
 */
export function asksWaitingRoom(now: number, productUuid: string | null): boolean {
  const room = tenant.waitingRoom;
  if (room === null || now >= Date.parse(room.closesAt)) return false;
  return room.productIds === undefined || productUuid !== null;
}

/** Whether an order was refused for want of a valid waiting-room pass (never admitted, or expired). */
export function isPassRequired(error: unknown): boolean {
  return isApiError(error) && error.message === errorMessages.waitingRoomPassRequired;
}

/**
 * The order screen's waiting room: whether the visitor must wait before ordering `productUuid` (the
 * site's room is active, gates that product, and this browser holds no valid pass), the latest answer,
 * and whether an order was sent back for want of a pass. The waiting page passes its answers to
 * `update`; once one holds a pass, the order screen shows again, by itself, or, after an order was
 * sent back, when the visitor asks (`resume`), since the server may refuse that pass again (used up).
 */
export function useWaitingRoomGate(productUuid: string | null) {
  const asks = asksWaitingRoom(Date.now(), productUuid);
  const [first, setFirst] = useState<WaitingRoomAnswer | null>(null);
  useEffect(() => {
    if (!asks) return;
    // Asked once. Unanswered, the order screen stays: order creation still asks for the pass, and its
    // refusal brings the waiting page.
    let current = true;
    api.getWaitingRoom().then(
      (answer) => current && setFirst(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [asks]);
  const [latest, setLatest] = useState<WaitingRoomAnswer | null>(null);
  /** Set when an order was refused, until the visitor goes back to the order screen. */
  const [sentBack, setSentBack] = useState(false);
  const answer = latest ?? first;
  const mustWait =
    sentBack || (answer !== null && gatesProduct(answer, productUuid) && !holdsPass(answer, Date.now()));

  return {
    mustWait,
    answer,
    sentBack,
    update: setLatest,
    sendBack: () => setSentBack(true),
    resume: () => setSentBack(false),
  };
}
