import { DomainError } from '../domainError.ts';
import type { Handlers } from '../http/registerEndpoints.ts';

/** The on-sale day's waiting room. The queue itself lands next: until then both calls answer 404. */
export const waitingRoomHandlers = {
  getWaitingRoom: async () => {
    throw new DomainError('recordNotFound');
  },

  joinWaitingRoom: async () => {
    throw new DomainError('recordNotFound');
  },
} satisfies Partial<Handlers>;
