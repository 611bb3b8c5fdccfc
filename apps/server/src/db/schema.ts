import type { DiscountType, LanguageCode, StaffRole } from '@venue/ticket-core';
import type { Generated, Insertable, Selectable } from 'kysely';
import type { WebhookEventType } from '../webhooks/eventTypes.ts';

/**
 * Row types of every table. Booleans are stored as 0/1 integers and times as ISO-8601 UTC strings, so one
 * query layer reads the same values from SQLite and PostgreSQL. Per-language names are JSON objects keyed by
 * language code (`{"ja":"…","en":"…"}`).
 */
export interface Database {
  tenants: TenantTable;
  languages: LanguageTable;
  texts: TextTable;
  settings: SettingTable;
  field_templates: FieldTemplateTable;
  products: ProductTable;
  stock_days: StockDayTable;
  time_spans: TimeSpanTable;
  options: OptionTable;
  set_products: SetProductTable;
  coupons: CouponTable;
  membership_promotions: MembershipPromotionTable;
  members: MemberTable;
  calendar_colors: CalendarColorTable;
  payment_methods: PaymentMethodTable;
  orders: OrderTable;
  order_name_grams: OrderNameGramTable;
  order_lines: OrderLineTable;
  order_coupons: OrderCouponTable;
  payments: PaymentTable;
  payment_refunds: PaymentRefundTable;
  provider_events: ProviderEventTable;
  reservations: ReservationTable;
  tickets: TicketTable;
  share_tokens: ShareTokenTable;
  time_changes: TimeChangeTable;
  holds: HoldTable;
  spot_qr_tokens: SpotQrTokenTable;
  mail_outbox: MailOutboxTable;
  mail_magazine_subscriptions: MailMagazineSubscriptionTable;
  rate_limits: RateLimitTable;
  webhook_endpoints: WebhookEndpointTable;
  webhook_deliveries: WebhookDeliveryTable;
  webhook_attempts: WebhookAttemptTable;
  waiting_room_entries: WaitingRoomEntryTable;
  waiting_room_openings: WaitingRoomOpeningTable;
  signing_secrets: SigningSecretTable;
  gate_scans: GateScanTable;
  wallet_pass_registrations: WalletPassRegistrationTable;
  wallet_pass_updates: WalletPassUpdateTable;
  staff_accounts: StaffAccountTable;
  staff_memberships: StaffMembershipTable;
  staff_sessions: StaffSessionTable;
  staff_sign_in_failures: StaffSignInFailureTable;
  staff_password_links: StaffPasswordLinkTable;
  audit_log: AuditLogTable;
}

export interface TenantTable {
  id: string;
  kind: string;
  title: string;
  default_language: string;
  seeded_on: string;
  /** The catalogue last applied (JSON, as checked), from which the stock rolls forward. */
  catalogue: string | null;
  catalogue_applied_at: string | null;
}

export interface LanguageTable {
  tenant_id: string;
  code: LanguageCode;
  is_default: number;
  position: number;
}

export interface TextTable {
  tenant_id: string;
  lang: string;
  key: string;
  text: string;
}

export interface SettingTable {
  tenant_id: string;
  key: string;
  value: string;
}

export interface FieldTemplateTable {
  tenant_id: string;
  field_name: string;
  input_type: 'text' | 'select';
  is_display: number;
  is_require: number;
  position: number;
  /** JSON array of select items, or null for text fields. */
  items: string | null;
}

export interface ProductTable {
  id: Generated<number>;
  tenant_id: string;
  uuid: string;
  /** 'ticket' products are sold on their own; 'set' products are added to a main product's order. */
  product_type: 'ticket' | 'set';
  /** Date-selection mode of spec section 3. */
  sale_type: 'period' | 'date' | 'time';
  /** Comma list of sales channels: web, pos, kiosk, OTA, spot. */
  channels: string;
  name: string;
  description: string;
  naming_right: string | null;
  caution: string | null;
  image_path: string | null;
  base_price: number;
  limit_min: number;
  limit_max: number;
  position: number;
  /** The product's key in the catalogue; null for products from before catalogues. */
  catalogue_key: string | null;
  /** 1 once the catalogue no longer lists it: not sold, its orders and tickets stay valid. */
  stopped: Generated<number>;
  /** When orders start and end (ISO instants); always when null. */
  sale_from: string | null;
  sale_until: string | null;
  /** 1 while the venue console pauses its sales: not on sale, its days show closed; the catalogue never sets it. */
  paused: Generated<number>;
}

export interface StockDayTable {
  id: Generated<number>;
  product_id: number;
  date: string;
  closed: number;
  is_sold_out_display_product: number;
  /** 1 when the venue console closed the day: an apply of the catalogue leaves it closed. */
  staff_closed: Generated<number>;
}

export interface TimeSpanTable {
  id: Generated<number>;
  product_id: number;
  date: string;
  start_time: string;
  end_time: string;
  capacity: number;
  held: number;
  sold: number;
  /** 1 when the catalogue no longer plans this slot (it keeps what was sold in it), or the console closed it. */
  closed: Generated<number>;
  /** 1 when the venue console closed the slot: an apply of the catalogue leaves it closed. */
  staff_closed: Generated<number>;
  /** 1 when the venue console set the capacity: an apply of the catalogue keeps it. */
  staff_capacity: Generated<number>;
}

/** Ticket kinds (adult, child, …) of a product with their extra cost over the base price. */
export interface OptionTable {
  id: Generated<number>;
  product_id: number;
  name: string;
  type: string;
  add_cost: number;
  position: number;
  catalogue_key: string | null;
  stopped: Generated<number>;
}

export interface SetProductTable {
  main_product_id: number;
  set_product_id: number;
  quantity: number;
}

export interface CouponTable {
  id: Generated<number>;
  tenant_id: string;
  code: string;
  name: string;
  discount_type: DiscountType;
  discount_amount: number;
  should_apply_per_ticket: number;
  valid_from: string;
  valid_to: string;
  /** A sales channel, or null for any. */
  channel: string | null;
  usage_limit: number | null;
  used_count: number;
  is_invitation: number;
  stopped: Generated<number>;
  /** 1 while the venue console disables the code; the catalogue never sets it. */
  disabled: Generated<number>;
  /** The console's batch of invitation codes it belongs to; null for the catalogue's coupons. */
  batch: Generated<string | null>;
  /** When the console made it; null for the catalogue's coupons. */
  created_at: Generated<string | null>;
}

export interface MembershipPromotionTable {
  id: Generated<number>;
  tenant_id: string;
  name: string;
  membership_key: string;
  membership_value: string;
  promotion_type: DiscountType;
  promotion_amount: number;
  stopped: Generated<number>;
}

export interface MemberTable {
  id: Generated<number>;
  tenant_id: string;
  membership_key: string;
  membership_value: string;
  email: string;
  password_hash: string;
  login_token: string;
  name: string;
  resident_area: string;
  phone: string;
  age: string;
  gender: string;
}

export interface CalendarColorTable {
  tenant_id: string;
  date: string;
  color_code: string;
}

export interface PaymentMethodTable {
  tenant_id: string;
  method_id: string;
  channel: 'web' | 'spot';
  name: string;
  position: number;
  discount_type: DiscountType | null;
  discount_amount: number;
}

export type OrderStatus = 'created' | 'ready_checkout' | 'paying' | 'completed' | 'cancelled' | 'expired';

export interface OrderTable {
  id: Generated<number>;
  tenant_id: string;
  token: string;
  channel: string;
  status: OrderStatus;
  lang: LanguageCode;
  product_id: number;
  time_span_id: number;
  quantity: number;
  /** Total before coupons and payment method discounts, in yen. */
  price: number;
  membership_promotion_id: number | null;
  membership_discount: number;
  email: string | null;
  /** JSON array of {key, value}. */
  customer_info: string;
  mail_token: string | null;
  payment_method: string | null;
  created_at: string;
  expires_at: string;
  /** The client that made the order (`CallContext.client`); null on orders made before it was kept. */
  client_key: string | null;
  /** 1 once the visitor has extended the hold (an order's hold is extended at most once). */
  hold_extended: Generated<number>;
  /** What the console finds the order by (`customerSearchKeys`), written with the customer's details. */
  search_email: Generated<string | null>;
  search_phone: Generated<string | null>;
  search_name: Generated<string | null>;
}

/**
 * The one- and two-character parts (grams) of an order's name key beyond ASCII, kept by triggers on
 * `orders` (migration 019), to find a name by one or two kanji or kana. Never written by the server.
 */
export interface OrderNameGramTable {
  tenant_id: string;
  gram: string;
  created_at: string;
  order_id: number;
}

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  kind: 'option' | 'set_product';
  option_id: number | null;
  product_id: number;
  time_span_id: number;
  quantity: number;
  unit_price: number;
}

export interface OrderCouponTable {
  order_id: number;
  coupon_id: number;
  coupon_code: string;
  coupon_name: string;
  coupon_discount: number;
}

/** challenge / redirect: waiting for the visitor; authorized: approved, not yet captured. */
/**
 * `pending`: recorded before a remote provider is called (its reference is the provider's idempotency key);
 * the reconciler settles one a crash left behind.
 */
export type PaymentStatus = 'pending' | 'challenge' | 'redirect' | 'authorized' | 'succeeded' | 'failed';

export interface PaymentTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  /** Public reference used by challenge pages and callbacks (random, unguessable). */
  reference: string;
  method_id: string;
  status: PaymentStatus;
  amount: number;
  can_retry: number;
  /** Set on the payment of a time change's price difference (its order is the reservation's). */
  time_change_token: string | null;
  /** What the provider needs to finish the payment later (JSON). */
  provider_data: string;
  created_at: string;
  completed_at: string | null;
  /** The provider it went to (`PaymentProvider.name`). */
  provider: Generated<string>;
  /** The provider's id of the payment (a Stripe PaymentIntent's `pi_...`), once it answered. */
  provider_ref: string | null;
}

export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/** A refund of a payment, whole or part: recorded before the provider is called, under its own key. */
export interface PaymentRefundTable {
  id: Generated<number>;
  tenant_id: string;
  payment_id: number;
  /** The provider's idempotency key: a refund sent again gives back money once. */
  idempotency_key: string;
  amount: number;
  status: RefundStatus;
  /** The provider's id of the refund (Stripe's `re_...`). */
  provider_ref: string | null;
  /** `requested` (the admin API), `order_expired` (paid after its hold ran out), `provider` (made at the provider). */
  reason: string;
  created_at: string;
}

/** A provider's webhook event already handled: each is acted on once however often it is sent. */
export interface ProviderEventTable {
  tenant_id: string;
  provider: string;
  event_id: string;
  event_type: string;
  provider_ref: string | null;
  received_at: string;
}

export interface ReservationTable {
  id: Generated<number>;
  tenant_id: string;
  order_id: number;
  token: string;
  reservation_number: string;
  email: string;
  created_at: string;
}

export interface TicketTable {
  id: Generated<number>;
  reservation_id: number;
  kind: 'gate' | 'set';
  status: 'available' | 'success' | 'used' | 'invalid_time' | 'invalid';
  product_id: number;
  option_id: number | null;
  time_span_id: number;
  used_at: string | null;
}

export interface ShareTokenTable {
  token: string;
  tenant_id: string;
  reservation_id: number;
  created_at: string;
}

export type TimeChangeStatus = 'pending' | 'completed' | 'expired' | 'cancelled';

export interface TimeChangeTable {
  token: string;
  tenant_id: string;
  reservation_id: number;
  status: TimeChangeStatus;
  new_time_span_id: number;
  /** The reservation's slot when the change was made (null only on rows older than the column). */
  previous_time_span_id: number | null;
  price_difference: number;
  lang: string;
  created_at: string;
  expires_at: string;
}

/** What holds stock on slots until it is paid, given up or expired. */
export type HoldOwnerKind = 'order' | 'time_change';

/** Stock an owner holds on a slot: an order's id or a time change's token (`owner_id`, as text). */
export interface HoldTable {
  owner_kind: HoldOwnerKind;
  owner_id: string;
  time_span_id: number;
  quantity: number;
}

export interface SpotQrTokenTable {
  token: string;
  tenant_id: string;
  product_id: number;
  expires_at: string;
}

export interface MailOutboxTable {
  id: Generated<number>;
  tenant_id: string;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: string;
}

/** One row per address and mail magazine field; one mail token per address covers all its fields. */
export interface MailMagazineSubscriptionTable {
  token: string;
  tenant_id: string;
  email: string;
  field_name: string;
  subscribed: number;
  updated_at: string;
}

/** Fixed-window request counters shared by every replica. */
export interface RateLimitTable {
  key: string;
  window_start: string;
  count: number;
}

export type Product = Selectable<ProductTable>;
export type Order = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
export type Coupon = Selectable<CouponTable>;

/** An address of a venue's that is sent the events it subscribed to, signed with its secret. */
export interface WebhookEndpointTable {
  id: string;
  tenant_id: string;
  url: string;
  /** JSON array of WebhookEventType. */
  events: string;
  secret: string;
  created_at: string;
}

export type WebhookDeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event to send to one endpoint, until the endpoint answers 2xx or a day has passed. */
export interface WebhookDeliveryTable {
  id: string;
  endpoint_id: string;
  event_id: string;
  event_type: WebhookEventType;
  /** The JSON body sent, exactly as signed. */
  payload: string;
  status: WebhookDeliveryStatus;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** While set and in the future, one server instance is sending it. */
  locked_until: string | null;
  created_at: string;
  delivered_at: string | null;
}

export interface WebhookAttemptTable {
  delivery_id: string;
  /** 1 for the first attempt. */
  number: number;
  at: string;
  /** The endpoint's HTTP status; null when no answer came (refused, timed out). */
  status_code: number | null;
  error: string | null;
  duration_ms: number;
}

/** A browser's place in a site's waiting room (`waitingRoom/`). */
export interface WaitingRoomEntryTable {
  /** Arrival number, from the database's sequence; the queue id a pass names. */
  seq: Generated<number>;
  tenant_id: string;
  /** The room: its configured opening instant. */
  opens_at: string;
  /** SHA-256 (hex) of the browser's cookie id. */
  visitor: string;
  /** 1 when the browser came before the opening (ordered by `draw`), 0 after (ordered by `arrived_at`). */
  early: number;
  /** 32 random hex digits: the order of the early arrivals among themselves. */
  draw: string;
  /** When the server received the join (`http/receivedAt.ts`), ISO. */
  arrived_at: string;
  /** Orders created with this entry's pass. */
  pass_uses: Generated<number>;
  /** The 1-based place, stored for everyone in the room when its opening is written; null after. */
  place: number | null;
}

/**
 * A room's opening (`waitingRoom/opening.ts`), written once: the entries up to `last_seq` hold their
 * places 1 to `placed`; a later entry's place is `placed + seq - last_seq`.
 */
export interface WaitingRoomOpeningTable {
  tenant_id: string;
  opens_at: string;
  last_seq: number;
  placed: number;
  created_at: string;
}

/** A scan a scanning gate sent (`gate/gateScans.ts`). */
export interface GateScanTable {
  id: Generated<number>;
  tenant_id: string;
  device_id: string;
  /** The gate's own key of the scan, unique per device. */
  request_key: string;
  /** The ticket the scan names; `known` says whether its key matched that ticket's QR code. */
  ticket_id: number;
  ticket_key: string;
  known: number;
  /** When the gate scanned it (ISO UTC, never after `received_at`). */
  scanned_at: string;
  received_at: string;
  /** What the gate decided: 1 it let the visitor in, 0 it refused, null it did not say. */
  admitted: number | null;
}

/** Secrets every server instance shares, created once by whichever instance needs one first. */
/** A device registered for updates of an Apple Wallet pass of the site (Apple's web service). */
export interface WalletPassRegistrationTable {
  id: Generated<number>;
  tenant_id: string;
  /** The device's library id, as Apple Wallet names it. */
  device_id: string;
  pass_type_id: string;
  serial_number: string;
  /** The APNs token the pass's updates are pushed to. */
  push_token: string;
  created_at: string;
}

/** When a site's wallet pass last changed (ISO UTC): its ticket's date moved or it was cancelled. */
export interface WalletPassUpdateTable {
  tenant_id: string;
  serial_number: string;
  updated_at: string;
}

export interface SigningSecretTable {
  name: string;
  /** 32 random bytes, hex; or, for a key pair, its private JWK (JSON). */
  secret: string;
  created_at: string;
}

/** A venue console account: one per address (lowercased), whatever venues it belongs to. */
export interface StaffAccountTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** argon2id, in its PHC string form; of a random secret no one knows until its owner sets one. */
  password_hash: string;
  /** When its owner last set its password (by a mailed link, or on the command line); null until then. */
  password_set_at: string | null;
  /**
   * The TOTP secret of a manager who turned two-step sign-in on, encrypted (`staffSecrets.ts`); null
   * otherwise.
   */
  totp_secret: string | null;
  created_at: string;
  last_sign_in_at: string | null;
  /** A secret set up but not confirmed by a code yet (encrypted too); it becomes `totp_secret` once one is. */
  totp_pending_secret: string | null;
  /** The TOTP time step of the last code accepted: a code is taken once. */
  totp_last_step: number | null;
}

/** A staff account's place in one venue: its role there. */
export interface StaffMembershipTable {
  staff_id: number;
  tenant_id: string;
  role: StaffRole;
  created_at: string;
}

/** A signed-in browser: the SHA-256 (hex) of its cookie's token, never the token itself. */
export interface StaffSessionTable {
  token_hash: string;
  staff_id: number;
  created_at: string;
  /** The last call made with it, kept to the minute: it ends when idle too long. */
  last_seen_at: string;
  /** Its absolute end, however much it is used. */
  expires_at: string;
}

/** Failed sign-ins of one address (SHA-256 of it, lowercased), counted until one succeeds or it locks. */
export interface StaffSignInFailureTable {
  address_key: string;
  failures: number;
  locked_until: string | null;
  updated_at: string;
}

/** What a set-password link is for: a new account's first password, or a forgotten one. */
export type StaffPasswordLinkPurpose = 'invite' | 'reset';

/** A mailed link to set an account's password: the SHA-256 (hex) of its token, never the token itself. */
export interface StaffPasswordLinkTable {
  token_hash: string;
  staff_id: number;
  /** The venue whose console the link opens. */
  tenant_id: string;
  purpose: StaffPasswordLinkPurpose;
  created_at: string;
  expires_at: string;
  /** When it was used (a link works once); null until then. */
  used_at: string | null;
}

/** What a staff member did in a venue's console: who, when, what, and the target before and after (JSON). */
export interface AuditLogTable {
  id: Generated<number>;
  tenant_id: string;
  staff_id: number | null;
  /** Kept beside the id, so an entry still names who acted once the account is gone. */
  staff_email: string;
  action: string;
  target_kind: string | null;
  target_id: string | null;
  before: string | null;
  after: string | null;
  created_at: string;
  /** The console page's id of the action (unique per venue), so a request sent again does nothing twice. */
  request_id: Generated<string | null>;
}
