import type { Answer } from '@venue/ticket-core';
import { CountPicker, SetProductPicker } from '@venue/ticket-ui';
import { useTranslation } from 'react-i18next';
import { formatYen } from '../../format.ts';
import type { OptionLine } from './orderLines.ts';

type Counts = Record<string, number>;

/** The ticket counts of a slot's kinds (spec 2), at most `maxTotal` in all; counts are keyed by option id. */
export function TicketCounts({
  lines,
  value,
  onChange,
  maxTotal,
}: {
  lines: readonly OptionLine[];
  value: Counts;
  onChange: (counts: Counts) => void;
  maxTotal: number;
}) {
  const { t } = useTranslation();
  return (
    <CountPicker
      label={t('order.counts')}
      value={value}
      onChange={onChange}
      maxTotal={maxTotal}
      maxTotalMessage={t('order.maxTickets', { count: maxTotal })}
      formatYen={formatYen}
      increaseLabel={t('order.increase')}
      decreaseLabel={t('order.decrease')}
    >
      {lines.map((line) => (
        <CountPicker.Item
          key={line.optionId}
          id={String(line.optionId)}
          label={line.label}
          price={line.price}
        />
      ))}
    </CountPicker>
  );
}

/** The set products offered with a slot (online or spot), their quantities keyed by uuid. */
export function SetProductChoice({
  sets,
  value,
  onChange,
}: {
  sets: Answer<'searchSetProducts'> | Answer<'searchSpotSetProducts'>;
  value: Counts;
  onChange: (quantities: Counts) => void;
}) {
  const { t } = useTranslation();
  return (
    <SetProductPicker
      label={t('order.setProducts')}
      products={sets.map((set) => ({
        uuid: set.uuid,
        name: set.name,
        description: set.description,
        imageUrl: set.image_path ?? '',
        basePrice: set.base_price,
        limitMin: set.limit_min,
        limitMax: set.limit_max,
        isSoldOut: set.time_spans.every((span) => span.remaining_stock === 0),
      }))}
      value={value}
      onChange={onChange}
      formatYen={formatYen}
      formatLimits={(min, max) => t('order.setLimits', { min, max })}
      soldOutLabel={t('order.soldOut')}
      increaseLabel={t('order.increase')}
      decreaseLabel={t('order.decrease')}
    />
  );
}
