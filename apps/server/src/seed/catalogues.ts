import { type I18n, words } from './words.ts';

export interface OptionTemplate {
  name: I18n;
  addCost: number;
}

export interface ProductTemplate {
  word: I18n;
  saleType: 'period' | 'date' | 'time';
  /** Slot length in minutes; 0 gives one all-day slot. */
  slotMinutes: 0 | 30 | 60;
  open: string;
  close: string;
  capacity: number;
  basePrice: number;
  channels: readonly string[];
  options: readonly OptionTemplate[];
  /** Day of week (0 = Sunday) the venue is closed, or null. */
  closedWeekday: number | null;
  /** Whether sold-out days still show the product. */
  showSoldOut: boolean;
  namingRight: string | null;
}

export interface SetProductTemplate {
  word: I18n;
  basePrice: number;
  capacity: number;
  limitMax: number;
}

export interface Catalogue {
  products: readonly ProductTemplate[];
  setProducts: readonly SetProductTemplate[];
}

const ticketKinds: readonly OptionTemplate[] = [
  { name: words.adult, addCost: 800 },
  { name: words.student, addCost: 400 },
  { name: words.child, addCost: 0 },
];
const adultOnly: readonly OptionTemplate[] = [{ name: words.adult, addCost: 0 }];

const museum: Catalogue = {
  products: [
    {
      word: words.admission,
      saleType: 'time',
      slotMinutes: 30,
      open: '10:00',
      close: '18:00',
      capacity: 40,
      basePrice: 1200,
      channels: ['web', 'spot'],
      options: ticketKinds,
      closedWeekday: 1,
      showSoldOut: true,
      namingRight: null,
    },
    {
      word: words.night,
      saleType: 'time',
      slotMinutes: 60,
      open: '18:00',
      close: '21:00',
      capacity: 25,
      basePrice: 1500,
      channels: ['web'],
      options: ticketKinds,
      closedWeekday: 1,
      showSoldOut: false,
      namingRight: null,
    },
  ],
  setProducts: [
    { word: words.audioGuide, basePrice: 600, capacity: 30, limitMax: 10 },
    { word: words.catalogue, basePrice: 2500, capacity: 12, limitMax: 3 },
  ],
};

const outdoor: Catalogue = {
  products: [
    {
      // A day ticket: valid the whole day it is bought for; the grounds open every day.
      word: words.dayPass,
      saleType: 'date',
      slotMinutes: 0,
      open: '09:00',
      close: '17:00',
      capacity: 300,
      basePrice: 1000,
      channels: ['web', 'spot'],
      options: ticketKinds,
      closedWeekday: null,
      showSoldOut: true,
      namingRight: null,
    },
    {
      word: words.admission,
      saleType: 'time',
      slotMinutes: 60,
      open: '09:00',
      close: '16:00',
      capacity: 30,
      basePrice: 1800,
      channels: ['web'],
      options: ticketKinds,
      closedWeekday: 3,
      showSoldOut: true,
      namingRight: null,
    },
  ],
  setProducts: [{ word: words.audioGuide, basePrice: 500, capacity: 40, limitMax: 10 }],
};

const cafe: Catalogue = {
  products: [
    {
      word: words.cafeSeat,
      saleType: 'time',
      slotMinutes: 60,
      open: '11:00',
      close: '17:00',
      capacity: 8,
      basePrice: 1800,
      channels: ['web', 'spot'],
      options: adultOnly,
      closedWeekday: 2,
      showSoldOut: true,
      namingRight: null,
    },
  ],
  setProducts: [{ word: words.drink, basePrice: 500, capacity: 40, limitMax: 4 }],
};

const festival: Catalogue = {
  products: [
    {
      word: words.passport,
      saleType: 'period',
      slotMinutes: 0,
      open: '10:00',
      close: '17:00',
      capacity: 500,
      basePrice: 2500,
      channels: ['web', 'spot'],
      options: ticketKinds,
      closedWeekday: null,
      showSoldOut: true,
      namingRight: 'Presented by Nishinippon Partners',
    },
    museum.products[0] as ProductTemplate,
  ],
  setProducts: [{ word: words.catalogue, basePrice: 2000, capacity: 20, limitMax: 3 }],
};

/**
 * The spot-order site: the museum's catalogue plus a walk-in day ticket sold every day, so visitors who
 * scan its QR code at the door can buy at any hour of an open day. Appended last, so databases seeded
 * before keep their products' positions.
 */
const spotSite: Catalogue = {
  products: [...museum.products, outdoor.products[0] as ProductTemplate],
  setProducts: museum.setProducts,
};

/** The catalogue each site kind gets; kinds not listed (new ones) get the museum catalogue. */
const byKind: Record<string, Catalogue> = {
  cafe,
  'art-festival': festival,
  'botanical-garden': outdoor,
  'islands-park': outdoor,
  forest: outdoor,
  heritage: outdoor,
  spot: spotSite,
};

export function catalogueFor(kind: string): Catalogue {
  return byKind[kind] ?? museum;
}
