import {
  formatStockDate,
  isSlotFewStock,
  isSlotOnSale,
  maxTicketsPerOrder,
  type OrderStep,
  parseStockDate,
  ticketCount,
} from '@venue/ticket-core';
import { Button, Calendar, ProductPicker, TimeSlotPicker } from '@venue/ticket-ui';
import { useAtom } from 'jotai';
import { lazy, type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../api/api.ts';
import { useSubmit } from '../../api/useSubmit.ts';
import { orderLayout } from '../../flow/orderSteps.ts';
import { nextPage, stepPath } from '../../flow/pageFlow.ts';
import { formatSlot, formatYen } from '../../format.ts';
import { loadPageTexts } from '../../i18n/i18n.ts';
import { useLanguage } from '../../i18n/language.ts';
import { storage, tenant } from '../../tenant.ts';
import { useCalendarWords } from '../calendarStates.ts';
import { savedMember } from '../MembershipLogin/membership.ts';
import * as styles from '../screen.css.ts';
import { isPassRequired, useWaitingRoomGate } from '../WaitingRoom/waitingRoomGate.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { DraftSummary } from './DraftSummary.tsx';
import { SetProductChoice, TicketCounts } from './OrderPickers.tsx';
import { OrderTotal } from './OrderTotal.tsx';
import { choose, orderDraftAtom } from './orderDraft.ts';
import { chosenLines, setLines, setsWithinLimits, ticketLines } from './orderLines.ts';
import { replaceOrder } from './replaceOrder.ts';
import { useCalendar, useCatalog, useDayStock, useProductsOnDate, useSetProducts } from './useOrderData.ts';

/** The products on sale, each linking to its order page; only on the site that requires the product query. */
const ProductLinks = lazy(async () => ({ default: (await import('./ProductLinks.tsx')).ProductLinks }));

/** The waiting page, only on sites with a waiting room, when the room holds the visitor back. */
const WaitingRoomScreen = lazy(async () => {
  const [module] = await Promise.all([import('../WaitingRoom/WaitingRoomScreen.tsx'), loadPageTexts()]);
  return { default: module.WaitingRoomScreen };
});

const hasProductStep = tenant.orderSteps.includes('product');

/** The order screen (spec section 2): product, date, time slot, counts and set products, in the tenant's order. */
export function OrderScreen() {
  const { t } = useTranslation();
  const calendarWords = useCalendarWords();
  /** A product's price is its lowest ticket kind's: 'from ¥1,200'. */
  const fromPrice = (amount: number) => t('price.from', { price: formatYen(amount) });
  const navigate = useNavigate();
  const lang = useLanguage();
  const [draft, setDraft] = useAtom(orderDraftAtom);
  const { submitting, run } = useSubmit({ route: 'order' });
  const [query] = useSearchParams();

  const { products, settings } = useCatalog(lang);
  const entryProduct = query.get('id') ?? storage.get<{ id?: string }>('entryQuery')?.id ?? null;
  const onlyProduct = products.data?.length === 1 ? (products.data[0]?.uuid ?? null) : null;
  const givenProduct = entryProduct ?? onlyProduct;
  const { steps, productFirst } = orderLayout(tenant.orderSteps, givenProduct !== null);
  // Without a product step the layout depends on the products on sale: nothing to ask for before them.
  const layoutKnown = hasProductStep || givenProduct !== null || products.data !== undefined;
  const update = (change: Parameters<typeof choose>[1]) => setDraft(choose(draft, change, productFirst));
  const productUuid =
    !hasProductStep && productFirst
      ? givenProduct
      : (draft.productUuid ?? (productFirst ? givenProduct : null));
  const calendar = useCalendar(
    lang,
    productUuid,
    productFirst,
    t('calendar.monthDisabled'),
    layoutKnown && !(tenant.requireProductUuidQuery && !entryProduct),
  );
  const onDate = useProductsOnDate(lang, draft.date, layoutKnown && !productFirst);
  const day = useDayStock(lang, productUuid, draft.date);
  const slot = day.data?.time_spans.find((span) => span.time_span_id === draft.timeSpanId) ?? null;
  const productMode =
    products.data?.find((product) => product.uuid === productUuid)?.date_selection_mode ?? 'time';
  const setProducts = useSetProducts(lang, draft.timeSpanId, draft.date);
  const maxTickets = maxTicketsPerOrder(settings.data ?? []);
  const waitingRoom = useWaitingRoomGate(productUuid);

  if (waitingRoom.mustWait) {
    return (
      <Suspense fallback={null}>
        <WaitingRoomScreen
          answer={waitingRoom.answer}
          sentBack={waitingRoom.sentBack}
          onAnswer={waitingRoom.update}
          onResume={waitingRoom.resume}
          onChooseAnother={
            hasProductStep && draft.productUuid !== null && waitingRoom.answer?.product_uuids
              ? () => update({ productUuid: null })
              : undefined
          }
        />
      </Suspense>
    );
  }

  if (tenant.requireProductUuidQuery && !entryProduct) {
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>{t('order.title')}</h1>
        <p role="alert">{t('order.productUuidRequired')}</p>
        <Suspense fallback={null}>
          <ProductLinks products={products.data ?? []} lang={lang} />
        </Suspense>
      </main>
    );
  }

  if (products.loading) {
    // Nothing below the title until the catalogue arrives, so the form does not jump down under it.
    return (
      <main className={styles.screen}>
        <h1 className={styles.title}>{t('order.title')}</h1>
      </main>
    );
  }

  const tickets = ticketLines(day.data?.base_price ?? 0, slot, draft.counts);
  const sets = setLines(setProducts.data ?? [], draft.setProducts);
  const setsValid = setsWithinLimits(setProducts.data ?? [], draft.setProducts);
  const ready =
    productUuid !== null && draft.date !== null && slot !== null && ticketCount(tickets) > 0 && setsValid;

  const submit = () => {
    if (!ready || !productUuid) return;
    const member = savedMember();
    return run(
      async () => {
        await replaceOrder(() =>
          api.createOrder({
            body: {
              lang,
              product_uuid: productUuid,
              time_span_id: slot.time_span_id,
              ...(member ? { membership_token: member.membership_token } : {}),
              ...chosenLines(tickets, sets),
            },
          }),
        );
        void navigate(stepPath(nextPage(tenant, 'order') ?? 'sign-in'));
      },
      {
        // The waiting room's pass has run out (or was never given): back to the waiting page, told why.
        shown: (error) => {
          if (!isPassRequired(error)) return false;
          waitingRoom.sendBack();
          return true;
        },
      },
    );
  };

  const productList = productFirst
    ? (products.data ?? []).map((product) => ({
        id: product.uuid,
        name: product.name,
        description: product.description,
        priceLabel: fromPrice(product.base_price),
        imageSrc: product.image_path,
      }))
    : (products.data ?? [])
        .filter((product) => onDate.data?.some((record) => record.product_uuid === product.uuid))
        .map((product) => {
          const record = onDate.data?.find((entry) => entry.product_uuid === product.uuid);
          const onSale = record?.stock_status === 'normal' || record?.stock_status === 'few';
          return {
            id: product.uuid,
            name: product.name,
            description: product.description,
            priceLabel: fromPrice(record?.display_price ?? product.base_price),
            imageSrc: product.image_path,
            isDisabled: !onSale,
            disabledLabel: t('order.soldOut'),
          };
        });

  const sections: Record<OrderStep, ReactNode> = {
    product:
      productFirst || draft.date ? (
        <ProductPicker
          label={t('order.product')}
          products={productList}
          value={productUuid}
          onChange={(uuid) => update({ productUuid: uuid })}
          emptyMessage={products.loading || onDate.loading ? undefined : t('order.noProducts')}
        />
      ) : null,
    date:
      !productFirst || productUuid ? (
        <>
          <Calendar
            label={t('order.date')}
            months={calendar.blocks ?? []}
            value={draft.date ? parseStockDate(draft.date) : null}
            onChange={(date) => update({ date: formatStockDate(date) })}
            {...calendarWords}
            isLoading={calendar.loading}
            tone={tenant.colourisedCalendar ? 'colourised' : 'plain'}
          />
          <CalendarLegend />
        </>
      ) : (
        <p>{t('order.chooseProductFirst')}</p>
      ),
    timeSlot: day.data ? (
      <TimeSlotPicker
        label={t('order.timeSlot')}
        layout="grid"
        slots={day.data.time_spans
          .filter((span) => isSlotOnSale(span, productMode, new Date()))
          .map((span) => ({
            id: span.time_span_id,
            timeLabel: formatSlot(span.start_at, span.end_at),
            remainingStock: span.remaining_stock,
            isFewStock: isSlotFewStock(span),
          }))}
        value={draft.timeSpanId}
        onChange={(timeSpanId) => update({ timeSpanId })}
        formatFewStock={(count) => t('order.fewStock', { count })}
        soldOutLabel={t('order.soldOut')}
        emptyMessage={t('order.noSlots')}
      />
    ) : null,
    counts: slot ? (
      <TicketCounts
        lines={tickets}
        value={draft.counts}
        onChange={(counts) => update({ counts })}
        maxTotal={Math.min(maxTickets, slot.remaining_stock)}
      />
    ) : null,
    options: null,
    setProducts:
      slot && (setProducts.data?.length ?? 0) > 0 ? (
        <SetProductChoice
          sets={setProducts.data ?? []}
          value={draft.setProducts}
          onChange={(setProducts) => update({ setProducts })}
        />
      ) : null,
  };

  const memberName = savedMember()?.name;
  return (
    <main className={styles.summaryAfterForm}>
      <h1 className={styles.title}>{t('order.title')}</h1>
      <div className={styles.form}>
        {memberName ? (
          <p className={styles.muted}>{t('membership.signedInAs', { name: memberName })}</p>
        ) : null}
        {steps.map((step) =>
          sections[step] ? (
            <section key={step} className={styles.section} data-step={step}>
              {sections[step]}
            </section>
          ) : null,
        )}
      </div>
      <DraftSummary
        productName={products.data?.find((product) => product.uuid === productUuid)?.name}
        date={draft.date ? parseStockDate(draft.date) : null}
        slotLabel={slot ? formatSlot(slot.start_at, slot.end_at) : undefined}
      >
        <OrderTotal tickets={tickets} sets={sets} />
        <Button onPress={submit} isDisabled={!ready || submitting}>
          {t('order.submit')}
        </Button>
      </DraftSummary>
    </main>
  );
}
