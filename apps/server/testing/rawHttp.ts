import { connect, type Socket } from 'node:net';

/** A client connection written to by hand, for requests no fetch would send (stalled, oversized). */
export interface RawConnection {
  socket: Socket;
  /** Everything the server has sent so far. */
  received(): string;
  /** Resolves once the server has closed the connection, with everything it sent. */
  closed: Promise<string>;
  /** Resolves once the server has sent `text` (by then `received()` holds it). */
  receives(text: string): Promise<string>;
}

/** Opens a TCP connection to the server at `base` (`http://127.0.0.1:port`). */
export async function rawConnection(base: string): Promise<RawConnection> {
  const { hostname, port } = new URL(base);
  const socket = connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let text = '';
  const waiting: { text: string; resolve: (all: string) => void }[] = [];
  socket.on('data', (chunk: Buffer) => {
    text += chunk.toString('latin1');
    for (const wait of waiting.filter((entry) => text.includes(entry.text))) {
      waiting.splice(waiting.indexOf(wait), 1);
      wait.resolve(text);
    }
  });
  // A server that closes while the client still writes resets the connection; that is a close too.
  socket.on('error', () => {});
  const closed = new Promise<string>((resolve) => socket.once('close', () => resolve(text)));
  return {
    socket,
    received: () => text,
    closed,
    receives: (wanted) =>
      text.includes(wanted)
        ? Promise.resolve(text)
        : new Promise((resolve) => waiting.push({ text: wanted, resolve })),
  };
}

/** The status and JSON body of the first answer in `text` (a raw HTTP/1.1 answer with a Content-Length). */
export function parseAnswer(text: string): { status: number; headers: string; body: unknown } {
  const headerEnd = text.indexOf('\r\n\r\n');
  const headers = text.slice(0, headerEnd);
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1]);
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(headers)?.[1] ?? 0);
  const body = text.slice(headerEnd + 4, headerEnd + 4 + length);
  return { status, headers, body: body ? JSON.parse(body) : null };
}

/** Resolves after `ms` milliseconds. */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
