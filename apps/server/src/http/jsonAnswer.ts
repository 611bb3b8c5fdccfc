import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import { LRUCache } from 'lru-cache';

/** The encodings JSON answers are sent in, in the order preferred when a client accepts both alike. */
const encodings = ['br', 'gzip'] as const;
export type AnswerEncoding = (typeof encodings)[number];

/** Answers shorter than this go as they are: compressing them saves less than it costs. */
export const compressFromChars = 1024;

type AcceptsMatch = NonNullable<Parameters<typeof accepts>[1]['match']>;

/** The accepted encoding of the highest quality, brotli on a tie; `identity` when none is. */
const bestEncoding: AcceptsMatch = (accepted, config) => {
  let best = config.default;
  let bestQ = 0;
  for (const encoding of config.supports) {
    const q = accepted.find((entry) => entry.type.toLowerCase() === encoding)?.q ?? 0;
    if (q > bestQ) [best, bestQ] = [encoding, q];
  }
  return best;
};

/** The encoding a request's `Accept-Encoding` asks JSON answers in, or null for none. */
export function answerEncoding(c: Context): AnswerEncoding | null {
  const chosen = accepts(c, {
    header: 'Accept-Encoding',
    supports: [...encodings],
    default: 'identity',
    match: bestEncoding,
  });
  return chosen === 'identity' ? null : (chosen as AnswerEncoding);
}

/** `json` compressed: brotli at a quality that costs little CPU for dynamic answers, or gzip. */
export function encodeJson(json: string, encoding: AnswerEncoding): Buffer {
  if (encoding === 'gzip') return gzipSync(json);
  return brotliCompressSync(json, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 5,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: json.length,
    },
  });
}

/**
 * The compressed copies of the cached answers, so an answer served many times is compressed once per
 * encoding. A copy is used only for the very answer it was made from. At most `maxBytes` of keys, answers
 * and compressed bodies are kept, the least recently used going first: a key holds the query string as
 * sent (up to the 16 KB request line) and a copy keeps its answer's text, so a compressed body of a few
 * hundred bytes can bring 20 KB along.
 */
export class EncodedAnswers {
  readonly #copies: LRUCache<string, { json: string; body: Buffer }>;

  constructor(maxBytes: number) {
    this.#copies = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (copy, key) => key.length + copy.json.length + copy.body.length,
    });
  }

  /** Copies kept, and the characters and bytes of their keys, answers and bodies. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#copies.size, bytes: this.#copies.calculatedSize };
  }

  encoded(key: string, json: string, encoding: AnswerEncoding): Buffer {
    const copyKey = `${encoding} ${key}`;
    const copy = this.#copies.get(copyKey);
    if (copy && copy.json === json) return copy.body;
    const body = encodeJson(json, encoding);
    this.#copies.set(copyKey, { json, body });
    return body;
  }
}

const jsonType = 'application/json';

/**
 * A JSON answer, compressed with the encoding the client accepts best when it is at least
 * `compressFromChars` long (`encoded` gives a kept copy); answers say they vary with `Accept-Encoding`.
 */
export function jsonResponse(
  c: Context,
  json: string,
  encoded: (encoding: AnswerEncoding) => Buffer = (encoding) => encodeJson(json, encoding),
): Response {
  const encoding = json.length >= compressFromChars ? answerEncoding(c) : null;
  if (!encoding) return c.body(json, 200, { 'content-type': jsonType, vary: 'Accept-Encoding' });
  return c.body(new Uint8Array(encoded(encoding)), 200, {
    'content-type': jsonType,
    'content-encoding': encoding,
    vary: 'Accept-Encoding',
  });
}
