import { unzipSync } from 'fflate';

/** The pass.json inside a .pkpass file. */
// biome-ignore lint/suspicious/noExplicitAny: tests read the pass's fields and assert them.
export function passJsonOf(file: ArrayBuffer): any {
  const entries = unzipSync(new Uint8Array(file));
  return JSON.parse(new TextDecoder().decode(entries['pass.json']));
}

/** A ticket's pass as the ticket page downloads it: its pass.json. */
export async function downloadedPass(base: string, reservationToken: string, ticketId: number) {
  const answer = await fetch(
    `${base}/api/v1/reservations/${reservationToken}/tickets/${ticketId}/wallet/apple?lang=en`,
  );
  if (answer.status !== 200) throw new Error(`pass download: ${answer.status}`);
  return passJsonOf(await answer.arrayBuffer());
}

/** Calls of a pass's web service as Apple Wallet makes them, with the pass's token. */
export function passService(pass: {
  webServiceURL: string;
  authenticationToken: string;
  passTypeIdentifier: string;
  serialNumber: string;
}) {
  const auth = (token = pass.authenticationToken) => ({ authorization: `ApplePass ${token}` });
  const registration = (device: string) =>
    `${pass.webServiceURL}/v1/devices/${device}/registrations/${pass.passTypeIdentifier}/${pass.serialNumber}`;
  return {
    register: (device: string, pushToken: string, token?: string) =>
      fetch(registration(device), {
        method: 'POST',
        headers: { ...auth(token), 'content-type': 'application/json' },
        body: JSON.stringify({ pushToken }),
      }),
    unregister: (device: string, token?: string) =>
      fetch(registration(device), { method: 'DELETE', headers: auth(token) }),
    updated: (device: string, since?: string) =>
      fetch(
        `${pass.webServiceURL}/v1/devices/${device}/registrations/${pass.passTypeIdentifier}${since ? `?passesUpdatedSince=${since}` : ''}`,
      ),
    latest: (headers: Record<string, string> = {}, token?: string) =>
      fetch(`${pass.webServiceURL}/v1/passes/${pass.passTypeIdentifier}/${pass.serialNumber}`, {
        headers: { ...auth(token), ...headers },
      }),
  };
}
