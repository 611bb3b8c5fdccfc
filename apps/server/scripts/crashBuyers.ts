/**
 * The crash test's buyers (scripts/crashTest.ts): visitors who buy again and again through the API client
 * the storefront uses, riding out the server's deaths, on slots kept in stock between kills, and who now
 * and then move a purchase to another slot (a date change, paid in its own checkout); some buy at the
 * venue, on the spot channel.
 */
import { createApiClient, isApiError } from '@venue/ticket-core';
import type { Db } from '../src/db/connect.ts';
import { testCards } from '../src/payments/sandbox.ts';
import { sleep } from './serverProcess.ts';

/**
 * How a buyer pays: the sandbox's card on demo, Stripe (a remote provider) on BOC, or the sandbox's card
 * on a spot order of CanCan Factory (a site with the spot channel), as a visitor who scanned its QR code.
 */
export const paySites = { sandbox: 'demo', remote: 'boc', spot: 'cancanfactory' } as const;
export type Payer = keyof typeof paySites;
const payBodies = {
  sandbox: { payment_method_type: 'gmo', payment_token: testCards.success },
  remote: { payment_method_type: 'stripe', payment_token: 'pm_card_visa' },
  spot: { payment_method_type: 'paygent_credit', payment_token: testCards.success },
} as const;
/** The payers of buyers 0, 1, 2, 3, then again: half pay on Stripe, a quarter each with the sandbox. */
const payerTurns: readonly Payer[] = ['sandbox', 'remote', 'spot', 'remote'];

interface Slot {
  uuid: string;
  spanId: number;
  optionId: number;
  /** The QR token of a spot slot's product, shown at the venue. */
  qrToken?: string;
}

/** Most tickets one order takes. */
const maxQuantity = 3;
/** Slots a site's buyers choose among at once. */
const slotsInUse = 8;
/** Places a spot slot keeps at least between kills (a round sells a few hundred), and gets when it has fewer. */
const spotLeast = 1000;
const spotTopUp = 2000;

/**
 * The slots a site's buyers buy in: `slotsInUse` open slots of its first product from the day after
 * tomorrow on. `refill`, called again and again while buyers buy, swaps each slot with too few places left
 * for the next one (it only reads the database), so stock outlasts the run while slots still sell out.
 */
export class SlotPool {
  readonly inUse: Slot[] = [];
  readonly #next: Slot[];

  private constructor(candidates: Slot[]) {
    this.#next = candidates;
  }

  static async of(db: Db, base: string, site: string): Promise<SlotPool> {
    const [product] = (await (await fetch(`${base}/${site}/api/v1/products?lang=en`)).json()) as {
      uuid: string;
    }[];
    if (!product) throw new Error(`${site} has no product`);
    const spans = await db.kysely
      .selectFrom('time_spans as s')
      .innerJoin('products as p', 'p.id', 's.product_id')
      .innerJoin('stock_days as d', (join) =>
        join.onRef('d.product_id', '=', 's.product_id').onRef('d.date', '=', 's.date'),
      )
      .innerJoin('options as o', 'o.product_id', 's.product_id')
      .select(['s.id', 'o.id as option_id'])
      .where('p.uuid', '=', product.uuid)
      .where('s.date', '>=', new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10))
      .where('s.closed', '=', 0)
      .where('d.closed', '=', 0)
      .where('s.held', '=', 0)
      .where('s.sold', '=', 0)
      .orderBy('s.date')
      .orderBy('s.start_time')
      .orderBy('o.id')
      .execute();
    const seen = new Set<number>();
    const candidates = spans
      .filter((span) => !seen.has(span.id) && seen.add(span.id))
      .map((span) => ({ uuid: product.uuid, spanId: span.id, optionId: span.option_id }));
    const pool = new SlotPool(candidates);
    await pool.refill(db);
    return pool;
  }

  /** Swaps the slots with fewer places left than two orders may take; answers how many were swapped. */
  async refill(db: Db): Promise<number> {
    const ids = this.inUse.map((slot) => slot.spanId);
    const spans =
      ids.length === 0
        ? []
        : await db.kysely
            .selectFrom('time_spans')
            .select(['id', 'capacity', 'held', 'sold'])
            .where('id', 'in', ids)
            .execute();
    let swapped = 0;
    for (const span of spans) {
      if (span.capacity - span.held - span.sold >= 2 * maxQuantity) continue;
      this.inUse.splice(
        this.inUse.findIndex((slot) => slot.spanId === span.id),
        1,
      );
      swapped += 1;
    }
    while (this.inUse.length < slotsInUse) {
      const next = this.#next.shift();
      if (!next) throw new Error('the crash test ran out of slots');
      this.inUse.push(next);
    }
    return swapped;
  }

  pick(): Slot {
    return this.inUse[Math.floor(Math.random() * this.inUse.length)] as Slot;
  }
}

/**
 * The slots a spot site's buyers buy in: today's slots on sale of its spot products, each with its
 * product's QR code. A spot order is for today only, so there is no next slot to swap to: before the
 * buyers start and between kills (the server down) `refill` gives a slot with fewer than `spotLeast` places
 * left `spotTopUp` more, enough for a round.
 */
export class SpotPool {
  readonly inUse: Slot[];

  private constructor(slots: Slot[]) {
    this.inUse = slots;
  }

  static async of(base: string, site: string): Promise<SpotPool> {
    const products = (await (await fetch(`${base}/${site}/api/v1/products?lang=en&channel=spot`)).json()) as {
      uuid: string;
    }[];
    const slots: Slot[] = [];
    for (const product of products) {
      const qr = (await (
        await fetch(`${base}/${site}/api/v1/spot/qr/${product.uuid}`, { method: 'POST' })
      ).json()) as { qr_token: string };
      const stock = (await (
        await fetch(`${base}/${site}/api/v1/spot/products/stocks?qr_token=${qr.qr_token}&lang=en`)
      ).json()) as { time_spans?: { time_span_id: number; options: { id: number }[] }[] };
      for (const span of stock.time_spans ?? []) {
        const option = span.options[0];
        if (option)
          slots.push({
            uuid: product.uuid,
            spanId: span.time_span_id,
            optionId: option.id,
            qrToken: qr.qr_token,
          });
      }
    }
    if (slots.length === 0) throw new Error(`${site} has no spot slot on sale today`);
    return new SpotPool(slots);
  }

  /** Tops up the slots with fewer places left than two orders may take; answers how many were. */
  async refill(db: Db): Promise<number> {
    const spans = await db.kysely
      .selectFrom('time_spans')
      .select(['id', 'capacity', 'held', 'sold'])
      .where(
        'id',
        'in',
        this.inUse.map((slot) => slot.spanId),
      )
      .execute();
    const low = spans.filter((span) => span.capacity - span.held - span.sold < spotLeast);
    for (const span of low)
      await db.kysely
        .updateTable('time_spans')
        // As the venue's console would: a capacity it set stays when a restart applies the catalogue.
        .set({ capacity: span.capacity + spotTopUp, staff_capacity: 1 })
        .where('id', '=', span.id)
        .execute();
    return low.length;
  }

  pick(): Slot {
    return this.inUse[Math.floor(Math.random() * this.inUse.length)] as Slot;
  }
}

export type Checkout = 'completed' | 'refused' | 'no answer';

export interface Purchase {
  payer: Payer;
  /** The server it was bought on (its index). */
  server: number;
  orderToken: string;
  quantity: number;
  checkout?: Checkout;
  reservationToken?: string;
  /** The checkout had no answer and was sent again after the last start. */
  resent?: boolean;
}

export interface DateChange {
  token: string;
  checkout?: Checkout;
  resent?: boolean;
}

/** Payments under way: checkouts of orders and of date changes, from their sending to their answer. */
export interface PaymentCounts {
  started: number;
  inFlight: number;
  completed: number;
  failed: number;
}

const noAnswer = (error: unknown) => isApiError(error) && error.kind === 'connection';

/**
 * The buyers of a run against the servers at `bases` (on one database), and what they did. Buyers come
 * in fours (a sandbox buyer, a remote one, a spot one and a remote one), each four on one server in turn,
 * so every server has buyers of every kind.
 */
export class Buyers {
  readonly purchases: Purchase[] = [];
  readonly dateChanges: DateChange[] = [];
  /** Each server's payments. */
  readonly payments: PaymentCounts[];
  readonly orders = { asked: 0, refused: 0, unanswered: 0, infoUnanswered: 0, dateChangesRefused: 0 };
  readonly #apis;
  readonly #pools: Record<Payer, SlotPool | SpotPool>;
  #running = true;
  readonly #buyers: Promise<void>[];

  constructor(bases: readonly string[], pools: Record<Payer, SlotPool | SpotPool>, count: number) {
    this.#apis = bases.map((base) => ({
      sandbox: createApiClient({ root: `${base}/${paySites.sandbox}/api/v1` }),
      remote: createApiClient({ root: `${base}/${paySites.remote}/api/v1` }),
      spot: createApiClient({ root: `${base}/${paySites.spot}/api/v1` }),
    }));
    this.payments = bases.map(() => ({ started: 0, inFlight: 0, completed: 0, failed: 0 }));
    this.#pools = pools;
    this.#buyers = Array.from({ length: count }, (_, index) =>
      this.#buy(payerTurns[index % payerTurns.length] as Payer, Math.floor(index / 4) % bases.length),
    );
  }

  /** Stops buying once the calls under way have answered. */
  async stop(): Promise<void> {
    this.#running = false;
    await Promise.all(this.#buyers);
  }

  /** Sends a purchase's checkout, or a date change's, to a server and records its outcome. */
  async pay(payer: Payer, paid: Purchase | DateChange, server = 0): Promise<void> {
    const api = this.#apis[server]?.[payer];
    const payments = this.payments[server];
    if (!api || !payments) throw new Error(`no server ${server}`);
    payments.started += 1;
    payments.inFlight += 1;
    try {
      const answer =
        'orderToken' in paid
          ? await api.checkout({ params: { token: paid.orderToken }, body: payBodies[payer] })
          : await api.checkoutTimeChange({
              params: { timechange_token: paid.token },
              body: payBodies[payer],
            });
      if (answer.result !== 'completed') throw new Error(`unexpected checkout answer ${answer.result}`);
      paid.checkout = 'completed';
      if ('orderToken' in paid) paid.reservationToken = answer.reservation_token;
    } catch (error) {
      if (!isApiError(error)) throw error;
      paid.checkout = noAnswer(error) ? 'no answer' : 'refused';
    } finally {
      payments.inFlight -= 1;
      if (paid.checkout === 'completed') payments.completed += 1;
      else payments.failed += 1;
    }
  }

  /**
   * One buyer on a server: buys again and again until stopped; one sandbox purchase in two then changes
   * its date. A spot buyer pays as soon as the order is made (a spot order asks for details after).
   */
  async #buy(payer: Payer, server: number): Promise<void> {
    const api = this.#apis[server]?.[payer];
    if (!api) throw new Error(`no server ${server}`);
    while (this.#running) {
      const slot = this.#pools[payer].pick();
      const quantity = 1 + Math.floor(Math.random() * maxQuantity);
      this.orders.asked += 1;
      let orderToken: string;
      try {
        const body = {
          lang: 'en' as const,
          option_values: [{ option_value_id: slot.optionId, quantity }],
          product_uuid: slot.uuid,
          quantity,
          set_products: [],
          time_span_id: slot.spanId,
        };
        const created = slot.qrToken
          ? await api.createSpotOrder({ body: { ...body, qr_token: slot.qrToken } })
          : await api.createOrder({ body });
        orderToken = created.order_token;
      } catch (error) {
        if (!isApiError(error)) throw error;
        if (noAnswer(error)) {
          this.orders.unanswered += 1;
          await sleep(200);
        } else {
          // Sold out as it was picked: a visitor looks again before choosing another slot.
          this.orders.refused += 1;
          await sleep(50);
        }
        continue;
      }
      try {
        if (payer !== 'spot')
          await api.sendOrderMail({
            params: { token: orderToken },
            body: { lang: 'en', contents: { email: 'crash@example.com', fullname: 'Crash Test' } },
          });
      } catch (error) {
        if (!isApiError(error) || !noAnswer(error)) throw error;
        this.orders.infoUnanswered += 1;
        await sleep(200);
        continue;
      }
      const purchase: Purchase = { payer, server, orderToken, quantity };
      this.purchases.push(purchase);
      await this.pay(payer, purchase, server);
      if (payer === 'sandbox' && purchase.reservationToken && Math.random() < 0.5)
        await this.#changeDate(purchase.reservationToken, slot.spanId, server);
    }
  }

  /** Moves a reservation to another slot in use and pays the change (nothing due: a free payment). */
  async #changeDate(reservationToken: string, from: number, server: number): Promise<void> {
    const to = this.#pools.sandbox.pick();
    const api = this.#apis[server]?.sandbox;
    if (to.spanId === from || !api) return;
    let token: string;
    try {
      const change = await api.createTimeChange({
        params: { reservation_token: reservationToken },
        body: { lang: 'en', time_span_id: to.spanId, email: 'crash@example.com' },
      });
      token = change.timechange_token;
    } catch (error) {
      if (!isApiError(error)) throw error;
      if (!noAnswer(error)) this.orders.dateChangesRefused += 1;
      return;
    }
    const dateChange: DateChange = { token };
    this.dateChanges.push(dateChange);
    await this.pay('sandbox', dateChange, server);
  }
}
