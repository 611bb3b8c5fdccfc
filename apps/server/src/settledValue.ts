/** The value of one of the promises awaited side by side with `Promise.allSettled`, or its error. */
export function settledValue<T>(result: PromiseSettledResult<T>): T {
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}
