export { priceSummaryDensities } from './PriceSummary.css.ts';
export { type PriceDiscount, type PriceLine, PriceSummary, type PriceSummaryProps } from './PriceSummary.tsx';
