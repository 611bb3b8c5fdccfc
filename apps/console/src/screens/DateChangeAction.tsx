import { type Answer, buildMonth, formatStockDate, parseStockDate } from '@venue/ticket-core';
import { Button, ConfirmDialog, Select } from '@venue/ticket-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../api/consoleApi.ts';
import { ConsoleCalendar } from '../app/ConsoleCalendar.tsx';
import * as styles from '../app/console.css.ts';
import { formatDateTime, formatSlot } from '../app/format.ts';
import { monthOf, monthWindow } from '../app/monthWindow.ts';
import { useConsole } from '../app/session.tsx';
import { ActionOutcome, useStaffAction } from '../app/useStaffAction.tsx';
import { useChangeMonth } from './useChangeMonth.ts';

type Order = Answer<'getConsoleOrder'>;
type Slot = Answer<'getConsoleChangeDateDayStock'>['time_spans'][number];

/**
 * Moving an order to another day and slot for the visitor, with no fee: a day on the stock calendar of its
 * product, month by month (a day without a slot with room for every ticket is sold out), then one of its
 * slots with room for every ticket; the dialog says from when to when, that stock moves and that the
 * visitor is mailed.
 */
export function DateChangeAction({ order, reload }: { order: Order; reload: () => void }) {
  const { t, i18n } = useTranslation();
  const { api } = useConsole();
  // The calendar opens on the order's day (`start_at` is at the venue, +09:00).
  const [focused, setFocused] = useState(() => parseStockDate(order.start_at.slice(0, 10)));
  const [date, setDate] = useState('');
  const [slots, setSlots] = useState<{ slots: Slot[]; failure: unknown } | null>(null);
  const [slotId, setSlotId] = useState('');
  const [asking, setAsking] = useState(false);
  const action = useStaffAction(reload);
  const lang = i18n.language === 'en' ? 'en' : 'ja';
  const monthStock = useChangeMonth(order, monthOf(focused));
  const stock = monthStock?.answer;
  const today = stock ? parseStockDate(stock.today) : undefined;
  const shown =
    stock && today
      ? buildMonth({ year: focused.year, month: focused.month, today, records: stock.days })
      : null;
  useEffect(() => {
    setSlotId('');
    if (!date) return setSlots(null);
    const controller = new AbortController();
    api
      .getConsoleChangeDateDayStock({
        params: { order_id: order.order_id },
        query: { date, lang },
        signal: controller.signal,
      })
      .then(
        (stock) =>
          setSlots({
            slots: stock.time_spans.filter(
              (span) =>
                span.time_span_id !== stock.current_time_span_id && span.remaining_stock >= stock.quantity,
            ),
            failure: null,
          }),
        (failure) => {
          if (!controller.signal.aborted) setSlots({ slots: [], failure });
        },
      );
    return () => controller.abort();
  }, [api, date, lang, order.order_id]);
  const slot = slots?.slots.find((span) => String(span.time_span_id) === slotId);
  const change = () => {
    setAsking(false);
    if (!slot) return;
    void action.run(
      (requestId) =>
        api.changeConsoleOrderDate({
          params: { order_id: order.order_id },
          body: { version: order.version, request_id: requestId, time_span_id: slot.time_span_id },
        }),
      (answer) => {
        setDate('');
        return {
          ok: true,
          text: t('dateChange.done', {
            when: `${formatDateTime(answer.start_at)} (${formatSlot(answer.start_at, answer.end_at)})`,
          }),
        };
      },
    );
  };
  return (
    <div className={styles.actionBox}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.subheading}>{t('dateChange.title')}</legend>
        <ConsoleCalendar
          label={t('dateChange.date')}
          months={monthWindow(focused, shown, today)}
          value={date ? parseStockDate(date) : null}
          onChange={(day) => setDate(formatStockDate(day))}
          focusedValue={focused}
          onFocusChange={setFocused}
          note={t('dateChange.soldOutHint')}
        />
        {slots && slots.slots.length > 0 ? (
          <Select
            label={t('dateChange.slot')}
            placeholder={t('dateChange.pick')}
            options={slots.slots.map((span) => ({
              value: String(span.time_span_id),
              label: t('dateChange.slotOption', {
                slot: formatSlot(span.start_at, span.end_at),
                left: span.remaining_stock,
              }),
            }))}
            value={slotId}
            onChange={setSlotId}
          />
        ) : null}
        <Button isDisabled={!slot || action.busy} onPress={() => setAsking(true)}>
          {t('dateChange.button')}
        </Button>
      </fieldset>
      {monthStock?.failure ? (
        <p className={styles.error} role="status">
          {t(errorKeyOf(monthStock.failure))}
        </p>
      ) : null}
      {slots?.failure ? (
        <p className={styles.error} role="status">
          {t(errorKeyOf(slots.failure))}
        </p>
      ) : slots && slots.slots.length === 0 ? (
        <p className={styles.muted} role="status">
          {t('dateChange.none')}
        </p>
      ) : null}
      <ActionOutcome outcome={action.outcome} />
      <ConfirmDialog
        open={asking}
        title={t('dateChange.confirmTitle')}
        message={t('dateChange.confirmMessage', {
          from: `${formatDateTime(order.start_at)} (${formatSlot(order.start_at, order.end_at)})`,
          to: slot ? `${formatDateTime(slot.start_at)} (${formatSlot(slot.start_at, slot.end_at)})` : '',
          count: order.tickets.length,
          email: order.email ?? '—',
        })}
        confirmLabel={t('dateChange.confirm')}
        cancelLabel={t('dialog.back')}
        onConfirm={change}
        onClose={() => setAsking(false)}
      />
    </div>
  );
}
