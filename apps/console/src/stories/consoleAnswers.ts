import type { FixtureAnswers } from './fixtureApi.ts';
import { foundTicket, order, orderSearch, recentOrders } from './orderFixtures.ts';
import { checkInReport, coupons, salesReport } from './reportFixtures.ts';
import { auditLog, staffList } from './staffFixtures.ts';
import { changeDay, changeMonth, stockMonth } from './stockFixtures.ts';
import { staffSession, venueToday } from './venueFixtures.ts';

/** What the console's calls answer in its stories: the demo venue on 5 December 2026. */
export const consoleAnswers: FixtureAnswers = {
  getConsoleSession: () => staffSession,
  consoleSignIn: () => staffSession,
  requestConsolePasswordReset: () => null,
  setConsolePassword: () => staffSession,
  getConsoleToday: () => venueToday,
  // A search by name finds a few orders; the list with no criterion, more than the server counts.
  searchConsoleOrders: ({ query }) =>
    query?.q ? orderSearch : { ...recentOrders, page: query?.page ?? recentOrders.page },
  getConsoleOrder: () => order,
  // December's days for the order's date change; the months around it have no stock.
  getConsoleChangeDateMonthStock: ({ query }) =>
    query.month === changeMonth.month ? changeMonth : { ...changeMonth, month: query.month, days: [] },
  getConsoleChangeDateDayStock: ({ query }) => changeDay(query.date),
  getConsoleTicket: () => foundTicket,
  // December's stock; the months around it have none.
  getConsoleStock: ({ query }) =>
    !query?.month || query.month === stockMonth.month
      ? stockMonth
      : { ...stockMonth, month: query.month, days: [] },
  getConsoleSalesReport: () => salesReport,
  getConsoleCheckInReport: () => checkInReport,
  getConsoleCoupons: () => coupons,
  getConsoleStaff: () => staffList,
  getConsoleAuditLog: () => auditLog,
};
