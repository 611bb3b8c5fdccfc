import type { PostgresPool, PostgresPoolClient } from 'kysely';

/**
 * `pool` as Kysely takes it, each of its clients wrapped by `wrap` the first time it is lent and by the same
 * wrapper every time after, so a wrapper may keep state of its connection (its statements, its transaction).
 */
export function wrapPoolClients<Client extends object>(
  pool: { connect(): Promise<Client>; end(): Promise<unknown> },
  wrap: (client: Client) => PostgresPoolClient,
): PostgresPool {
  const clients = new WeakMap<Client, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: async () => {
      await pool.end();
    },
  };
}
