import { LRUCache } from 'lru-cache';
import { nowMs } from '../clock.ts';

/** How long answers live and how much of them is kept. */
export interface AnswerCacheOptions {
  /** Milliseconds an answer is served for; 0 turns the cache off. */
  ttlMs: number;
  /**
   * Most characters of keys and answers kept, all tenants together; the answers used least recently go
   * first. Keys count, as a key holds the query string as sent: a client can make it as long as the
   * request line (16 KB) for an answer of a few characters.
   */
  maxChars: number;
  /** Clock in milliseconds (tests move it). */
  now?: () => number;
}

interface Entry {
  json: string;
  expiresAt: number;
  generation: number;
}

interface Pending {
  answer: Promise<string>;
  generation: number;
}

/**
 * Serialized answers of read calls, keyed by tenant and request, for a short time. `drop(tenant)` forgets
 * a tenant's answers at once (this process changed its stock); changes made by other replicas show when
 * an answer's time is up. Requests for an answer being computed wait for it instead of computing it again,
 * unless the tenant's answers were dropped since it started: an answer computed across a drop is neither
 * kept nor given to later requests, so after a change has answered, every later read on this process sees it.
 */
export class AnswerCache {
  readonly #entries: LRUCache<string, Entry>;
  readonly #pending = new Map<string, Pending>();
  readonly #generations = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #now: () => number;

  constructor(options: AnswerCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#now = options.now ?? nowMs;
    // An entry larger than maxChars is not kept at all.
    this.#entries = new LRUCache({
      maxSize: options.maxChars,
      sizeCalculation: (entry, key) => key.length + entry.json.length,
    });
  }

  /** The answer of `key`: the live cached one, the one being computed, or a new one from `compute`. */
  async answer(tenantId: string, key: string, compute: () => Promise<string>): Promise<string> {
    if (this.#ttlMs <= 0) return compute();
    const generation = this.#generation(tenantId);
    const entry = this.#entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.#now() && entry.generation === generation) return entry.json;
      this.#entries.delete(key);
    }
    const pending = this.#pending.get(key);
    if (pending?.generation === generation) return pending.answer;
    const started: Pending = { answer: compute(), generation };
    this.#pending.set(key, started);
    try {
      const json = await started.answer;
      if (generation === this.#generation(tenantId))
        this.#entries.set(key, { json, expiresAt: this.#now() + this.#ttlMs, generation });
      return json;
    } finally {
      if (this.#pending.get(key) === started) this.#pending.delete(key);
    }
  }

  /** Forgets every answer of a tenant, kept or being computed. */
  drop(tenantId: string): void {
    this.#generations.set(tenantId, this.#generation(tenantId) + 1);
  }

  /** Answers kept and the characters of their keys and text (dropped or expired ones until evicted). */
  get size(): { entries: number; chars: number } {
    return { entries: this.#entries.size, chars: this.#entries.calculatedSize };
  }

  #generation(tenantId: string): number {
    return this.#generations.get(tenantId) ?? 0;
  }
}
