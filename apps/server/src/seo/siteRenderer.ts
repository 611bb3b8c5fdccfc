import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { FirstScreen, FirstScreenRequest, PageRequest } from '@venue/first-screen/contract';
import type { LanguageCode } from '@venue/ticket-core';

/**
 * Heap one site's render worker may use, in MB. A site's bundle and a render need 12-16 MB of old
 * generation; past the limit V8 stops the worker (`RendererStopped`), and the next page starts a new one.
 * ArrayBuffers are outside this limit, but a render keeps only strings and objects.
 */
export const rendererHeapMb = { old: 24, young: 4 };

/** The worker of a site's render stopped (its heap limit, or it was replaced) before it answered. */
export class RendererStopped extends Error {}

type Call = { call: 'requests'; language: LanguageCode } | { call: 'render'; request: FirstScreenRequest };

interface Answer {
  id: number;
  answer?: unknown;
  error?: string;
}

/**
 * One site's render bundle (`file`, as built at `version`; its exports are @venue/first-screen's
 * `RenderBundle`), loaded in a worker thread of its own
 * (firstScreenWorker.js), so that what it loads and keeps has a heap limit of its own and goes when the
 * worker is stopped: a module, once imported, stays in its thread for good. The worker starts without the
 * server's `execArgv` (its TypeScript loader), and does not keep the process running.
 */
export class SiteRenderer {
  readonly version: number;
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve(answer: unknown): void; reject(error: Error): void }>();
  #nextId = 0;
  #stopped: Error | undefined;

  /** `onStop` hears when the worker has stopped, with the error that stopped it, if any. */
  constructor(file: string, version: number, onStop: (error: Error | undefined) => void) {
    this.version = version;
    this.#worker = new Worker(new URL('./firstScreenWorker.js', import.meta.url), {
      execArgv: [],
      workerData: { file: `${pathToFileURL(file).href}?v=${version}` },
      resourceLimits: {
        maxOldGenerationSizeMb: rendererHeapMb.old,
        maxYoungGenerationSizeMb: rendererHeapMb.young,
      },
    });
    this.#worker.unref();
    this.#worker.on('message', ({ id, answer, error }: Answer) => {
      const pending = this.#pending.get(id);
      this.#pending.delete(id);
      if (error === undefined) pending?.resolve(answer);
      else pending?.reject(new Error(error));
    });
    let failure: Error | undefined;
    this.#worker.on('error', (error) => {
      failure = error;
    });
    this.#worker.on('exit', () => {
      this.#stop(new RendererStopped('the first-screen renderer stopped', { cause: failure }));
      onStop(failure);
    });
  }

  /** The requests whose answers the first screen in `language` shows, by query key. */
  requests(language: LanguageCode): Promise<Record<string, PageRequest>> {
    return this.#call({ call: 'requests', language }) as Promise<Record<string, PageRequest>>;
  }

  /** The first screen rendered for `request`. */
  render(request: FirstScreenRequest): Promise<FirstScreen> {
    return this.#call({ call: 'render', request }) as Promise<FirstScreen>;
  }

  /** Whether the worker has stopped; calls then fail with `RendererStopped`. */
  get stopped(): boolean {
    return this.#stopped !== undefined;
  }

  /** Stops the worker; calls under way fail with `RendererStopped`. */
  close(): void {
    this.#stop(new RendererStopped('the first-screen renderer was replaced'));
    void this.#worker.terminate();
  }

  #call(call: Call): Promise<unknown> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ id, ...call });
    });
  }

  #stop(error: RendererStopped): void {
    this.#stopped ??= error;
    for (const pending of this.#pending.values()) pending.reject(this.#stopped);
    this.#pending.clear();
  }
}
