/**
 * The columns of an order as the console lists it (a page of the order search, a row of the orders CSV):
 * the order's own, its product's name, its slot and its reservation number. They read `orders as o`
 * joined to `products as p` and `time_spans as s`, and left-joined to `reservations as r`.
 */
export const orderListColumns = [
  'o.id',
  'o.status',
  'o.channel',
  'o.created_at',
  'o.email',
  'o.customer_info',
  'o.quantity',
  'o.price',
  'r.reservation_number',
  'p.name as product_name',
  's.date',
  's.start_time',
  's.end_time',
] as const;
