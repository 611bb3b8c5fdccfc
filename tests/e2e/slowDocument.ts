import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running stand-in for a slow network in front of the e2e server (`slowDocumentProxy`). */
export interface SlowDocumentProxy {
  /** The proxy's origin: the same site as the server's, on another port. */
  origin: string;
  close(): Promise<void>;
}

/**
 * An HTTP proxy to `upstream` that sends the HTML document of `documentPath` in two parts, as a busy
 * server or a slow network may: up to the first `splitBefore` in its body, and the rest `pause` ms later.
 * Every other request passes as it is. For checking what the browser paints from half a page.
 */
export async function slowDocumentProxy(
  upstream: string,
  documentPath: string,
  splitBefore: string,
  pause = 600,
): Promise<SlowDocumentProxy> {
  const server: Server = createServer((request, response) => {
    void (async () => {
      const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
        method: request.method,
        headers: { 'accept-language': request.headers['accept-language'] ?? '' },
        redirect: 'manual',
      });
      const headers = Object.fromEntries(
        [...answer.headers].filter(([name]) => !['content-length', 'content-encoding'].includes(name)),
      );
      const body = Buffer.from(await answer.arrayBuffer());
      response.writeHead(answer.status, headers);
      const text = body.toString();
      const split = text.indexOf(splitBefore, text.indexOf('<body'));
      if (request.url !== documentPath || split < 0) {
        response.end(body);
        return;
      }
      response.write(text.slice(0, split));
      await new Promise((resolve) => setTimeout(resolve, pause));
      response.end(text.slice(split));
    })().catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    // The page may still hold a connection (a keep-alive, a late request); the test is done with it.
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
