import type { Handlers } from '../http/registerEndpoints.ts';
import { admissionList } from './admissionList.ts';
import { syncScans } from './gateScans.ts';
import { listKey } from './listKey.ts';

type GateHandlers = Pick<Handlers, 'getGateKeys' | 'getGateList' | 'syncGateScans'>;

export const gateHandlers: GateHandlers = {
  getGateKeys: async (ctx) => ({ keys: [(await listKey(ctx.db)).publicJwk] }),
  getGateList: (ctx, { query }) => admissionList(ctx, query.lang),
  syncGateScans: (ctx, { body }) => syncScans(ctx, body),
};
