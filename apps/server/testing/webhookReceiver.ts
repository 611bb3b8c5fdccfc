import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  headers: IncomingMessage['headers'];
  body: string;
}

/**
 * A venue's webhook receiver for tests, on a free local port: keeps every request and answers with the
 * status `answer` gives for it (200 unless told), or never when it answers null.
 */
export async function startReceiver(answer: (request: Received, index: number) => number | null = () => 200) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
    });
    request.on('end', () => {
      const entry = { headers: request.headers, body };
      received.push(entry);
      const status = answer(entry, received.length - 1);
      if (status !== null) response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    /** The events received, parsed. */
    // biome-ignore lint/suspicious/noExplicitAny: tests read the event's fields and assert them.
    events: (): any[] => received.map((entry) => JSON.parse(entry.body)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
