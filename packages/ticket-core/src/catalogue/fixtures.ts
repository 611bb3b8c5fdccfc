import type { CatalogueInput } from './catalogueSchema.ts';

/**
 * The catalogue of the example venue: an adult ticket at ¥1,800, 10:00-17:30 every 30 minutes,
 * 40 a slot, closed on Mondays and over the new year; a set product and a coupon.
 */
export function exampleCatalogue(): CatalogueInput {
  return {
    openingHours: { from: '09:30', until: '18:00' },
    closedDates: ['12-29..01-03'],
    products: [
      {
        key: 'admission',
        name: { ja: '入場券', en: 'Admission' },
        saleType: 'time',
        channels: ['web'],
        tickets: [
          { key: 'adult', name: { ja: '一般', en: 'Adult' }, price: 1800 },
          { key: 'child', name: { ja: '小中学生', en: 'Child' }, price: 900 },
        ],
        setProducts: ['audio-guide'],
        slots: {
          daily: [{ from: '10:00', until: '17:30', every: 30, capacity: 40 }],
          closedWeekdays: ['mon'],
        },
      },
    ],
    setProducts: [
      {
        key: 'audio-guide',
        name: { ja: '音声ガイド', en: 'Audio guide' },
        price: 600,
        capacity: 30,
        maxQuantity: 10,
      },
    ],
    coupons: [
      {
        code: 'SPRING',
        name: 'Spring',
        discountType: 'percent',
        amount: 10,
        validFrom: '2027-03-01',
        validTo: '2027-05-31',
      },
    ],
  };
}
