import { catalogRoutes } from './routes/catalog.ts';
import { consoleRoutes } from './routes/console.ts';
import { consoleCouponsRoutes } from './routes/consoleCoupons.ts';
import { consoleOrderRoutes } from './routes/consoleOrders.ts';
import { consoleReportsRoutes } from './routes/consoleReports.ts';
import { consoleStaffRoutes } from './routes/consoleStaff.ts';
import { consoleStockRoutes } from './routes/consoleStock.ts';
import { holdRoutes } from './routes/holds.ts';
import { membershipRoutes } from './routes/membership.ts';
import { orderRoutes } from './routes/orders.ts';
import { paymentRoutes } from './routes/payments.ts';
import { reservationRoutes } from './routes/reservations.ts';
import { spotRoutes } from './routes/spot.ts';
import { ticketRoutes } from './routes/tickets.ts';
import { timeChangeRoutes } from './routes/timeChanges.ts';
import { waitingRoomRoutes } from './routes/waitingRoom.ts';

/**
 * Method, path, root, timeout and status handling of every call, in table order and without zod: the
 * half of the endpoint table (`endpoints.ts`) that a browser client needs to send calls.
 */
export const routes = {
  ...catalogRoutes,
  ...orderRoutes,
  ...holdRoutes,
  ...paymentRoutes,
  ...reservationRoutes,
  ...ticketRoutes,
  ...timeChangeRoutes,
  ...spotRoutes,
  ...membershipRoutes,
  ...waitingRoomRoutes,
  ...consoleRoutes,
  ...consoleOrderRoutes,
  ...consoleStockRoutes,
  ...consoleCouponsRoutes,
  ...consoleReportsRoutes,
  ...consoleStaffRoutes,
};
