/**
 * Resolves in a task of its own, after whatever the browser has queued: the app's start yields with it
 * between its steps, so that evaluating a chunk and the work after it are two short tasks instead of one
 * long one. A message to a channel, as React's scheduler yields: a timer in a background tab waits up to
 * a second.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
