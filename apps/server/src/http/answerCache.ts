import { nowMs } from '../clock.ts';

/** How long answers live and how much of them is kept. */
export interface AnswerCacheOptions {
  /** Milliseconds an answer is served for; 0 turns the cache off. */
  ttlMs: number;
  /** Most characters of answer text kept, all tenants together; the oldest answers go first. */
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
  readonly #entries = new Map<string, Entry>();
  readonly #pending = new Map<string, Pending>();
  readonly #generations = new Map<string, number>();
  readonly #ttlMs: number;
  readonly #maxChars: number;
  readonly #now: () => number;
  #chars = 0;

  constructor(options: AnswerCacheOptions) {
    this.#ttlMs = options.ttlMs;
    this.#maxChars = options.maxChars;
    this.#now = options.now ?? nowMs;
  }

  /** The answer of `key`: the live cached one, the one being computed, or a new one from `compute`. */
  async answer(tenantId: string, key: string, compute: () => Promise<string>): Promise<string> {
    if (this.#ttlMs <= 0) return compute();
    const generation = this.#generation(tenantId);
    const entry = this.#entries.get(key);
    if (entry) {
      if (entry.expiresAt > this.#now() && entry.generation === generation) return entry.json;
      this.#delete(key, entry);
    }
    const pending = this.#pending.get(key);
    if (pending?.generation === generation) return pending.answer;
    const started: Pending = { answer: compute(), generation };
    this.#pending.set(key, started);
    try {
      const json = await started.answer;
      if (generation === this.#generation(tenantId))
        this.#keep(key, { json, expiresAt: this.#now() + this.#ttlMs, generation });
      return json;
    } finally {
      if (this.#pending.get(key) === started) this.#pending.delete(key);
    }
  }

  /** Forgets every answer of a tenant, kept or being computed. */
  drop(tenantId: string): void {
    this.#generations.set(tenantId, this.#generation(tenantId) + 1);
  }

  /** Answers kept and their characters (dropped or expired ones included until they are evicted). */
  get size(): { entries: number; chars: number } {
    return { entries: this.#entries.size, chars: this.#chars };
  }

  #generation(tenantId: string): number {
    return this.#generations.get(tenantId) ?? 0;
  }

  #keep(key: string, entry: Entry): void {
    if (entry.json.length > this.#maxChars) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, entry);
    this.#chars += entry.json.length;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#chars <= this.#maxChars) break;
      this.#delete(oldestKey, oldest);
    }
  }

  #delete(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#chars -= entry.json.length;
  }
}
