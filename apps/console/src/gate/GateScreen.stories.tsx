import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiClient } from '@venue/ticket-core';
import i18next from 'i18next';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ConsoleStory, consoleTexts } from '../stories/ConsoleStory.tsx';
import {
  gateClock,
  gateCodeOf,
  gateTickets,
  type ListServing,
  storyConflict,
  storyGateApi,
  storyGateDevice,
  storyGateState,
  storyScan,
} from '../stories/gateFixtures.ts';
import { storyVenueId } from '../stories/venueFixtures.ts';
import { GateScreen } from './GateScreen.tsx';
import { type GateState, saveGateState } from './gateStore.ts';

/**
 * What the gate phone keeps (IndexedDB) when the screen opens, and how the server serves the list: the
 * screen loads both itself, as on the phone.
 */
function gateDevice(state: () => Promise<GateState>, serving: ListServing = 'signed') {
  return async () => {
    await saveGateState(storyVenueId, await state());
    return { gateApi: await storyGateApi(serving) };
  };
}

/** The browser's network state, as the screen reads it (`navigator.onLine`); given back after the story. */
function network(online: boolean) {
  return () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    return () => {
      Reflect.deleteProperty(navigator, 'onLine');
    };
  };
}

/** The browser refusing the camera, as it does when the staff member said no. */
function cameraRefused() {
  const devices = navigator.mediaDevices;
  Object.defineProperty(devices, 'getUserMedia', {
    configurable: true,
    value: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
  });
  return () => {
    Reflect.deleteProperty(devices, 'getUserMedia');
  };
}

type Play = NonNullable<Story['play']>;

/** Waits until the screen has the day's list, downloaded or kept. */
const listReady: Play = async ({ canvasElement }) => {
  await waitFor(() => expect(canvasElement.querySelector('[data-gate-list="ready"]')).not.toBeNull());
};

/** Scans `text` once the list is ready, as a hardware scanner types it, and waits for the verdict. */
function scanning(text: string): Play {
  return async (context) => {
    await listReady(context);
    const canvas = within(context.canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: i18next.t('gate.code') }), `${text}{Enter}`);
    await canvas.findByRole('status');
  };
}

/** Ticket 504041, admitted here at 14:12 and sent: the gate's scans of the day so far. */
const admittedHere = () =>
  storyScan(gateTickets.admittedHere, '14:12', { verdict: 'admitted', used_at: null, gate: null });

const meta = {
  title: 'Console/Screens/GateScreen',
  component: GateScreen,
  // The stories share the phone's IndexedDB and network state, so they are shown one at a time.
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
  args: { now: gateClock },
  loaders: [consoleTexts],
  beforeEach: network(true),
  decorators: [
    (Story, { loaded }) => (
      <ConsoleStory url={`/${storyVenueId}/gate`} route="gate" api={loaded.gateApi as ApiClient}>
        <Story />
      </ConsoleStory>
    ),
  ],
} satisfies Meta<typeof GateScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A phone opening the gate for the first time: the day's list is on its way. */
export const ListLoading: Story = {
  loaders: [gateDevice(() => storyGateState([]), 'pending')],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText(new RegExp(storyGateDevice));
  },
};

/** A list whose signature the venue's key does not verify: refused, and said so. */
export const ListNotVerified: Story = {
  loaders: [gateDevice(() => storyGateState([]), 'signedWithAnotherKey')],
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('alert');
  },
};

/** Online with the day's list just downloaded: admitted of expected per slot, nothing left to send. */
export const Ready: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: listReady,
};

/** A ticket of the 14:00 slot at 14:30: admit. */
export const Admit: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: scanning(gateCodeOf(gateTickets.admit)),
};

/** A ticket this gate admitted at 14:12, shown again: when, and at which gate. */
export const AlreadyUsed: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: scanning(gateCodeOf(gateTickets.admittedHere)),
};

/** A ticket of the 16:00 slot at 14:30: its gate opens at 15:30. */
export const WrongTime: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: scanning(gateCodeOf(gateTickets.wrongTime)),
};

/** A ticket cancelled after it was sold. */
export const Cancelled: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: scanning(gateCodeOf(gateTickets.cancelled)),
};

/** Online, a code not in the day's list: the server knows no such ticket. */
export const Unknown: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: scanning(gateCodeOf(gateTickets.notInList)),
};

/** The printed ticket number typed in instead of the QR code. */
export const NotACode: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  play: scanning(`T00${gateTickets.admit}`),
};

/** Offline, with the list kept since 09:02: three admitted tickets wait to be sent. */
export const OfflineWithScansToSend: Story = {
  loaders: [
    gateDevice(async () =>
      storyGateState(
        [
          await admittedHere(),
          await storyScan(gateTickets.admittedHere + 1, '14:21'),
          await storyScan(gateTickets.admittedHere + 2, '14:24'),
          await storyScan(gateTickets.admittedHere + 3, '14:27'),
        ],
        '09:02',
      ),
    ),
  ],
  beforeEach: network(false),
  play: listReady,
};

/** Offline, a code not in the kept list: the gate cannot tell, and says to check online. */
export const NotInTodaysList: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()], '09:02'))],
  beforeEach: network(false),
  play: scanning(gateCodeOf(gateTickets.notInList)),
};

/**
 * Back online after admitting ticket 504046 offline at 14:20: the server answers that gate-west-2 had
 * admitted it at 14:18, which the gate lists for the staff to look into.
 */
export const SyncConflict: Story = {
  loaders: [
    gateDevice(async () =>
      storyGateState(
        [
          await admittedHere(),
          await storyScan(gateTickets.admittedElsewhereFirst, '14:20', {
            verdict: 'already_used',
            used_at: '2026-12-05T14:18:00+09:00',
            gate: 'gate-west-2',
          }),
        ],
        undefined,
        [storyConflict(gateTickets.admittedElsewhereFirst, 'gate-west-2', '14:18')],
      ),
    ),
  ],
  play: async (context) => {
    await listReady(context);
    // Below the counts: scrolled into view, as the staff member would.
    (await within(context.canvasElement).findByRole('alert')).scrollIntoView({ block: 'end' });
  },
};

/** The camera turned on where the browser refuses it: the gate says so; the field still scans. */
export const CameraRefused: Story = {
  loaders: [gateDevice(async () => storyGateState([await admittedHere()]))],
  beforeEach: cameraRefused,
  play: async (context) => {
    await listReady(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: i18next.t('gate.camera.toggle') }));
    await canvas.findByText(i18next.t('gate.camera.refused'));
  },
};
