import { formatDate, isApiError, type LanguageCode } from '@venue/ticket-core';
import { Button } from '@venue/ticket-ui';
import { useEffect, useReducer } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { errorText } from '../../api/handleError.ts';
import { useApiQuery } from '../../api/useApiQuery.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { formatSlot } from '../../format.ts';
import { useLanguage } from '../../i18n/language.ts';
import * as styles from '../screen.css.ts';
import type { ReservationTickets } from '../Tickets/TicketList.tsx';
import * as gate from './gate.css.ts';
import { type GateState, type GateTicket, gateReducer, initialGateState } from './gateFlow.ts';

const notFound = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * The reservation a gate URL names: its token is the reservation token or one of its share tokens.
 * Null when it is neither: the scan then names no ticket.
 */
async function loadReservation(
  token: string,
  lang: LanguageCode,
  signal: AbortSignal,
): Promise<ReservationTickets | null> {
  try {
    return await api.getTickets({ params: { reservation_token: token }, query: { lang }, signal });
  } catch (error) {
    if (!notFound(error)) throw error;
  }
  try {
    return await api.getSharedTickets({ params: { share_token: token }, query: { lang }, signal });
  } catch (error) {
    if (notFound(error)) return null;
    throw error;
  }
}

function ticketOf(reservation: ReservationTickets, id: number, kind: string): GateTicket | null {
  const ticket = reservation.tickets.find((entry) => entry.id === id && entry.kind === kind);
  if (!ticket) return null;
  return {
    id: ticket.id,
    kind: ticket.kind,
    num: ticket.num,
    name: ticket.name,
    productName: reservation.product_name,
    startAt: ticket.start_at,
    endAt: ticket.end_at,
    status: ticket.status,
  };
}

function Outcome({ state }: { state: GateState }) {
  const { t } = useTranslation();
  if (state.phase === 'success') {
    return (
      <p role="status" className={gate.banner.positive}>
        {t('gate.success')}
      </p>
    );
  }
  if (state.phase !== 'error') return null;
  const { refusal } = state;
  return (
    <p role="alert" className={gate.banner.critical}>
      {refusal.reason === 'refused' ? errorText(refusal.message) : t(`gate.refusal.${refusal.reason}`)}
    </p>
  );
}

/**
 * Spec section 2: /id/{reservationToken}/{id}/{type} — the page a ticket's QR code opens at the gate.
 * Reading the code shows the ticket (scan flow of section 4); tapping "check in" checks it in once.
 */
export function GateScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const params = useParams();
  const token = params.token ?? '';
  const id = Number(params.id);
  const kind = params.type ?? '';
  const [state, dispatch] = useReducer(gateReducer, initialGateState);
  const { submitting: busy, run } = useSubmit({ route: 'other' });
  const { data } = useApiQuery(`gate:${token}:${lang}`, (signal) => loadReservation(token, lang, signal), {
    route: 'other',
  });

  useEffect(() => {
    if (data !== undefined) dispatch({ type: 'read_qr', ticket: data && ticketOf(data, id, kind) });
  }, [data, id, kind]);

  const checkIn = () => {
    if (state.phase !== 'tap') return;
    const { ticket } = state;
    return run(
      async () => {
        const answer = await api.checkInTicket({
          params: { ticket_id: ticket.id },
          body: { reservation_token: token, type: ticket.kind },
        });
        dispatch({ type: 'tap_ticket', outcome: { status: answer.status } });
      },
      {
        // The server's refusal (already used, not today…) is the gate's own answer.
        shown: (error) => {
          if (!(isApiError(error) && error.kind === 'http' && error.message)) return false;
          dispatch({ type: 'tap_ticket', outcome: { refused: error.message } });
          return true;
        },
      },
    );
  };

  const ticket = state.phase === 'init' ? null : state.ticket;
  return (
    <main className={styles.screen} data-phase={state.phase} aria-busy={state.phase === 'init'}>
      <h1 className={styles.title}>{t('gate.title')}</h1>
      {ticket ? (
        <dl className={gate.details}>
          <dt>{t('gate.product')}</dt>
          <dd>{ticket.productName}</dd>
          <dt>{t(`tickets.kind.${ticket.kind}`)}</dt>
          <dd>{ticket.name}</dd>
          <dt>{t('gate.time')}</dt>
          <dd>
            {formatDate(ticket.startAt, lang)} {formatSlot(ticket.startAt, ticket.endAt)}
          </dd>
          <dt>{t('gate.number')}</dt>
          <dd>{ticket.num}</dd>
          <dt>{t('gate.status')}</dt>
          <dd>{t(`tickets.status.${ticket.status}`)}</dd>
        </dl>
      ) : null}
      {state.phase === 'tap' ? (
        <Button fullWidth isDisabled={busy} onPress={() => void checkIn()}>
          {t('gate.checkIn')}
        </Button>
      ) : null}
      <Outcome state={state} />
    </main>
  );
}
