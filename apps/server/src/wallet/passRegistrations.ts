import type { Kysely } from 'kysely';
import { nowIso } from '../clock.ts';
import type { Database } from '../db/schema.ts';

/** One pass of a site on one device, as Apple Wallet registers it. */
export interface DevicePass {
  tenantId: string;
  deviceId: string;
  passTypeId: string;
  serial: string;
}

/**
 * Registers the device for the pass's updates, pushed to `pushToken`: 'created', or 'existing' when it
 * was registered already (its push token then replaced, since a device's token may change).
 */
export async function registerDevicePass(
  db: Kysely<Database>,
  pass: DevicePass,
  pushToken: string,
): Promise<'created' | 'existing'> {
  const inserted = await db
    .insertInto('wallet_pass_registrations')
    .values({
      tenant_id: pass.tenantId,
      device_id: pass.deviceId,
      pass_type_id: pass.passTypeId,
      serial_number: pass.serial,
      push_token: pushToken,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.columns(['tenant_id', 'device_id', 'pass_type_id', 'serial_number']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return 'created';
  await db
    .updateTable('wallet_pass_registrations')
    .set({ push_token: pushToken })
    .where('tenant_id', '=', pass.tenantId)
    .where('device_id', '=', pass.deviceId)
    .where('pass_type_id', '=', pass.passTypeId)
    .where('serial_number', '=', pass.serial)
    .execute();
  return 'existing';
}

/** Ends the device's registration for the pass (nothing when it had none). */
export async function unregisterDevicePass(db: Kysely<Database>, pass: DevicePass): Promise<void> {
  await db
    .deleteFrom('wallet_pass_registrations')
    .where('tenant_id', '=', pass.tenantId)
    .where('device_id', '=', pass.deviceId)
    .where('pass_type_id', '=', pass.passTypeId)
    .where('serial_number', '=', pass.serial)
    .execute();
}

/**
 * The serials of the site's passes of `passTypeId` the device registered, each with when it last changed
 * (null: never since issued) and when it was registered; only those changed after `sinceIso` when given.
 */
export function devicePasses(
  db: Kysely<Database>,
  device: Omit<DevicePass, 'serial'>,
  sinceIso: string | null,
) {
  let query = db
    .selectFrom('wallet_pass_registrations as r')
    .leftJoin('wallet_pass_updates as u', (join) =>
      join.onRef('u.tenant_id', '=', 'r.tenant_id').onRef('u.serial_number', '=', 'r.serial_number'),
    )
    .select(['r.serial_number', 'u.updated_at', 'r.created_at'])
    .where('r.tenant_id', '=', device.tenantId)
    .where('r.device_id', '=', device.deviceId)
    .where('r.pass_type_id', '=', device.passTypeId);
  if (sinceIso !== null) query = query.where('u.updated_at', '>', sinceIso);
  return query.orderBy('r.serial_number').execute();
}

/** Whether the device registered any pass of the site. */
export async function deviceKnown(db: Kysely<Database>, tenantId: string, deviceId: string) {
  const row = await db
    .selectFrom('wallet_pass_registrations')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('device_id', '=', deviceId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The push tokens of the devices that registered any of the site's passes `serials` of `passTypeId`. */
export async function pushTokensOf(
  db: Kysely<Database>,
  tenantId: string,
  passTypeId: string,
  serials: readonly string[],
): Promise<string[]> {
  if (serials.length === 0) return [];
  const rows = await db
    .selectFrom('wallet_pass_registrations')
    .select('push_token')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('pass_type_id', '=', passTypeId)
    .where('serial_number', 'in', serials)
    .orderBy('push_token')
    .execute();
  return rows.map((row) => row.push_token);
}

/** Ends every registration of the site pushed to `pushTokens`: Apple said those devices no longer take them. */
export async function forgetPushTokens(
  db: Kysely<Database>,
  tenantId: string,
  pushTokens: readonly string[],
) {
  if (pushTokens.length === 0) return;
  await db
    .deleteFrom('wallet_pass_registrations')
    .where('tenant_id', '=', tenantId)
    .where('push_token', 'in', pushTokens)
    .execute();
}

/** Records the site's passes `serials` as changed now; in the transaction of the change. */
export async function markPassesUpdated(db: Kysely<Database>, tenantId: string, serials: readonly string[]) {
  if (serials.length === 0) return;
  const updatedAt = nowIso();
  await db
    .insertInto('wallet_pass_updates')
    .values(serials.map((serial) => ({ tenant_id: tenantId, serial_number: serial, updated_at: updatedAt })))
    .onConflict((oc) => oc.columns(['tenant_id', 'serial_number']).doUpdateSet({ updated_at: updatedAt }))
    .execute();
}

/** When the site's pass `serial` last changed (ISO UTC), or null when it never did. */
export async function passUpdatedAt(db: Kysely<Database>, tenantId: string, serial: string) {
  const row = await db
    .selectFrom('wallet_pass_updates')
    .select('updated_at')
    .where('tenant_id', '=', tenantId)
    .where('serial_number', '=', serial)
    .executeTakeFirst();
  return row?.updated_at ?? null;
}
