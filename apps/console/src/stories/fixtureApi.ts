import {
  type Answer,
  type ApiClient,
  ApiError,
  type CallArgs,
  type CallInput,
  type CallResult,
  type EndpointName,
  endpointNames,
} from '@venue/ticket-core';

/**
 * What a story's calls answer: per call, its answer to the call's input, from data in memory, or a promise
 * of it (one that never settles shows the screen while it waits).
 */
export type FixtureAnswers = {
  readonly [N in EndpointName]?: (input: CallInput<N>) => Answer<N> | Promise<Answer<N>>;
};

/**
 * The console's API client for stories: each call answers from `answers` at once, without a server; a
 * call it has no answer for fails as a 404 would, so a story that misses one shows the screen's error.
 */
export function fixtureApi(answers: FixtureAnswers): ApiClient {
  async function request<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<CallResult<N>> {
    const answer: FixtureAnswers[N] = answers[name];
    if (!answer)
      throw new ApiError({ kind: 'http', endpoint: name, silent: false, status: 404, message: '' });
    return answer((args[0] ?? {}) as CallInput<N>);
  }
  const methods = Object.fromEntries(
    endpointNames.map((name) => [name, (...args: CallArgs<typeof name>) => request(name, ...args)]),
  );
  return { ...methods, request, pending: () => ({ all: 0, gets: 0 }) } as ApiClient;
}
