import type { ProductOnSale } from './productsOnSale.ts';

const availability = {
  normal: 'https://schema.org/InStock',
  few: 'https://schema.org/LimitedAvailability',
  sold_out: 'https://schema.org/SoldOut',
} as const;

export interface ProductPlace {
  /** The site's name in the page's language: the venue where the tickets are used. */
  siteName: string;
  /** The site's entry page. */
  siteUrl: string;
  /** The product's own page (the entry with the product chosen). */
  productUrl: string;
  image: string;
}

/**
 * A product on sale as schema.org JSON-LD: an `Event` for tickets to a day or a time slot (a `Product` for
 * passes valid over a period) held at the site's venue from the first to the last day with stock, with one
 * `Offer` in yen whose availability follows the stock.
 */
export function productJsonLd(product: ProductOnSale, place: ProductPlace): object {
  const offer = {
    '@type': 'Offer',
    url: place.productUrl,
    price: product.price,
    priceCurrency: 'JPY',
    availability: availability[product.stock],
    availabilityStarts: product.firstDate,
    availabilityEnds: product.lastDate,
  };
  const common = {
    '@context': 'https://schema.org',
    name: product.name,
    description: product.description || product.name,
    url: place.productUrl,
    image: place.image,
  };
  if (product.saleType === 'period') {
    return {
      ...common,
      '@type': 'Product',
      brand: { '@type': 'Brand', name: place.siteName },
      offers: offer,
    };
  }
  return {
    ...common,
    '@type': 'Event',
    startDate: product.firstDate,
    endDate: product.lastDate,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: place.siteName, url: place.siteUrl },
    organizer: { '@type': 'Organization', name: place.siteName, url: place.siteUrl },
    offers: offer,
  };
}
