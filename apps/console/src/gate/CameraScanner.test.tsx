import { act, fireEvent, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { CameraScanner } from './CameraScanner.tsx';

/** The page's camera for one test: what `getUserMedia` answers, and the tracks it handed out. */
function camera(answer: 'stream' | DOMException | 'none') {
  const tracks: { stopped: boolean; stop(): void }[] = [];
  const asked: MediaStreamConstraints[] = [];
  const mediaDevices =
    answer === 'none'
      ? undefined
      : {
          getUserMedia: async (constraints: MediaStreamConstraints) => {
            asked.push(constraints);
            if (answer instanceof DOMException) throw answer;
            const track = {
              stopped: false,
              stop() {
                this.stopped = true;
              },
            };
            tracks.push(track);
            return Object.assign(new MediaStream(), { getTracks: () => [track] });
          },
        };
  Object.defineProperty(navigator, 'mediaDevices', { value: mediaDevices, configurable: true });
  return { tracks, asked };
}

/** The browser's own QR decoder, as Chrome on a phone has it (its frames are not looked at here). */
class StandInDetector {
  static getSupportedFormats = async () => ['qr_code'];
  detect = async () => [];
}

/** Presses a button, letting what it starts settle. */
const press = (button: HTMLElement) => act(async () => void fireEvent.click(button));
const toggle = () => screen.getByRole('button', { name: 'Scan with camera' });

describe('CameraScanner', () => {
  beforeAll(async () => {
    await initI18n('en');
    Object.defineProperty(globalThis, 'BarcodeDetector', { value: StandInDetector, configurable: true });
    Object.defineProperty(HTMLMediaElement.prototype, 'play', {
      value: async () => {},
      configurable: true,
    });
  });
  afterEach(() => Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true }));

  it('opens the rear camera when turned on, and stops its tracks when turned off', async () => {
    const { tracks, asked } = camera('stream');
    render(<CameraScanner onCode={async () => {}} />);
    expect(toggle()).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByLabelText('Camera view')).toBeNull();

    await press(toggle());
    expect(toggle()).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('Hold a ticket’s QR code in front of the camera.')).toBeVisible();
    expect(asked).toEqual([{ video: { facingMode: 'environment' }, audio: false }]);
    expect(screen.getByLabelText('Camera view')).toBeVisible();
    expect(tracks.map((track) => track.stopped)).toEqual([false]);

    await press(toggle());
    expect(tracks.map((track) => track.stopped)).toEqual([true]);
    expect(screen.queryByLabelText('Camera view')).toBeNull();
    expect((await axe.run(document.body)).violations).toEqual([]);
  });

  it('stops the camera when the gate screen closes', async () => {
    const { tracks } = camera('stream');
    const { unmount } = render(<CameraScanner onCode={async () => {}} />);
    await press(toggle());
    await screen.findByText('Hold a ticket’s QR code in front of the camera.');
    act(() => unmount());
    expect(tracks.map((track) => track.stopped)).toEqual([true]);
  });

  it('says so when the camera is refused, and when the device has none', async () => {
    camera(new DOMException('Permission denied', 'NotAllowedError'));
    const { unmount } = render(<CameraScanner onCode={async () => {}} />);
    await press(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera is not allowed. Allow it in the browser’s settings, or scan into the field above.',
    );
    expect(screen.queryByLabelText('Camera view')).not.toBeVisible();
    unmount();

    camera('none');
    render(<CameraScanner onCode={async () => {}} />);
    await press(toggle());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No camera can be used on this device. Scan into the field above.',
    );
  });
});
