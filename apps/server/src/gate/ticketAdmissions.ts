import type { Answer } from '@venue/ticket-core';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { admissionRows } from './admissionEntries.ts';
import { byTime, decide } from './scanDecision.ts';

type TicketAdmission = Answer<'getConsoleOrder'>['tickets'][number]['admissions'][number];
/** A use, and whether it let the visitor in (a gate's admission, or a check-in). */
type Use = Omit<TicketAdmission, 'conflict'> & { letIn: boolean };

/**
 * Every use of each of the venue's tickets `ticketIds`, oldest first: each recorded scan with its gate,
 * what the server decides of it by the admission rule now (as a gate's sync is answered) and what the gate
 * itself decided, and the ticket's check-in made online (its use when no scan made it). A ticket let in
 * more than once (two gates each admitting it offline, or a gate after a check-in) has each of those
 * admissions marked as a conflict.
 */
export async function ticketAdmissions(
  db: Kysely<Database>,
  tenantId: string,
  ticketIds: readonly number[],
): Promise<Map<number, TicketAdmission[]>> {
  const byTicket = new Map<number, TicketAdmission[]>();
  if (ticketIds.length === 0) return byTicket;
  const scans = await db
    .selectFrom('gate_scans')
    .select(['id', 'ticket_id', 'device_id', 'scanned_at', 'known', 'admitted'])
    .where('tenant_id', '=', tenantId)
    .where('ticket_id', 'in', ticketIds)
    .execute();
  for (const ticketId of ticketIds) {
    const ticket = (await admissionRows(db, tenantId, { ticketId }))[0]?.ticket;
    if (!ticket) continue;
    const own = scans.filter((scan) => scan.ticket_id === ticketId).sort(byTime);
    const known = own.filter((scan) => scan.known === 1);
    const entries = own.map((scan): Use => {
      const decided = scan.known === 1 ? decide(ticket, known, scan).verdict : 'unknown';
      const verdict = decided === 'admit' ? 'admitted' : decided;
      const gateAdmitted = scan.admitted === null ? null : scan.admitted === 1;
      return {
        at: scan.scanned_at,
        source: 'scan',
        gate: scan.device_id,
        verdict,
        gate_admitted: gateAdmitted,
        letIn: scan.known === 1 && (gateAdmitted ?? verdict === 'admitted'),
      };
    });
    // The ticket's use when no scan made it: a check-in online (the gate page's, or by hand).
    const checkIn =
      ticket.status === 'used' && !known.some((scan) => scan.scanned_at === ticket.used_at)
        ? ticket.used_at
        : null;
    if (checkIn !== null)
      entries.push({
        at: checkIn,
        source: 'check_in',
        gate: null,
        verdict: 'admitted',
        gate_admitted: null,
        letIn: true,
      });
    const twice = entries.filter((entry) => entry.letIn).length > 1;
    byTicket.set(
      ticketId,
      entries
        .sort((a, b) => Date.parse(a.at) - Date.parse(b.at))
        .map(({ letIn, ...entry }) => ({ ...entry, conflict: twice && letIn })),
    );
  }
  return byTicket;
}
