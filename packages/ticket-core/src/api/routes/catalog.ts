import { defineRoutes } from './define.ts';

/** How the calls of `../endpoints/catalog.ts` travel; their schemas are there. */
export const catalogRoutes = defineRoutes({
  getLangs: { method: 'GET', path: '/langs' },
  getFieldTemplates: { method: 'GET', path: '/field_templates' },
  getConfigurations: { method: 'GET', path: '/configurations' },
  getProducts: { method: 'GET', path: '/products' },
  searchSetProducts: { method: 'GET', path: '/setproducts/search' },
  getTexts: { method: 'GET', path: '/texts' },
  getPaymentMethods: { method: 'GET', path: '/paymentmethods' },
  searchProducts: { method: 'GET', path: '/products/search' },
  searchProductsByDate: { method: 'GET', path: '/products/search2' },
  getCalendarColors: { method: 'GET', path: '/calendar/colors' },
  getTagManager: { method: 'GET', path: '/gtm/{id}' },
  getStockStatuses: { method: 'GET', path: '/products/stocks-statuses' },
  getDayStock: { method: 'GET', path: '/products/stocks' },
});
