import type { Answer, ApiClient, StaffPermission } from '@venue/ticket-core';
import { createContext, useContext } from 'react';

export type StaffSession = Answer<'getConsoleSession'>;

export interface ConsoleContextValue {
  venueId: string;
  api: ApiClient;
  session: StaffSession;
  /** Whether the signed-in role may do `permission` in this venue. */
  may: (permission: StaffPermission) => boolean;
  /** Forget the session (signed out, or it ended): the console shows the sign-in page. */
  signedOut: () => void;
}

export const ConsoleContext = createContext<ConsoleContextValue | null>(null);

/** The signed-in venue's console: its API, session and permissions. */
export function useConsole(): ConsoleContextValue {
  const value = useContext(ConsoleContext);
  if (!value) throw new Error('useConsole outside a signed-in venue');
  return value;
}
