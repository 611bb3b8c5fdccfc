import type { ticketKinds } from '../api/endpoints/shared.ts';

export type TicketKind = (typeof ticketKinds)[number];

/** What a ticket's QR code carries: `${siteUrl}/tickets/#/id/${gateToken}/${ticketId}/${kind}`. */
export interface GateCode {
  gateToken: string;
  ticketId: number;
  kind: TicketKind;
}

/** The parts of a ticket's QR code URL (as a scanner types it), or null when it is none. */
export function parseGateCode(text: string): GateCode | null {
  const match = /#\/id\/([\w-]{16,128})\/(\d{1,12})\/(gate|set)\/?$/.exec(text.trim());
  if (!match) return null;
  return { gateToken: match[1] as string, ticketId: Number(match[2]), kind: match[3] as TicketKind };
}

/**
 * A ticket's key in the day's admission list: the SHA-256 (base64url) of what its QR code carries, so the
 * list never holds the secret token and a forged code matches nothing. One per token that opens the
 * ticket (its reservation's token and each share token).
 */
export async function admissionKey(code: GateCode): Promise<string> {
  const text = new TextEncoder().encode(`${code.gateToken}/${code.ticketId}/${code.kind}`);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', text));
  return btoa(String.fromCharCode(...digest))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
