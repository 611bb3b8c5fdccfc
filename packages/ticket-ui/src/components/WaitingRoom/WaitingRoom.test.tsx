import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { WaitingRoom, type WaitingRoomProps, type WaitingRoomTexts } from './WaitingRoom.tsx';

const texts: WaitingRoomTexts = {
  title: 'Waiting room',
  message: 'Keep this page open.',
  positionLabel: 'Your place in line',
  positionPending: 'Drawn at opening',
  aheadLabel: 'People ahead of you',
  estimateLabel: 'Estimated wait',
  opensAtLabel: 'Sales open',
  liveLabel: 'This page updates by itself',
  announcePlace: ({ position, ahead }) => `You are number ${position}; ${ahead} ahead of you.`,
};

const waiting: WaitingRoomProps = {
  state: 'waiting',
  position: 1234,
  ahead: 856,
  estimate: 'about 2 minutes',
  opensAt: null,
  texts,
  locale: 'en',
};

/** The definition list's facts as label: value pairs. */
function facts(): string[] {
  return [...document.querySelectorAll('dt')].map(
    (dt) => `${dt.textContent}: ${dt.nextSibling?.textContent}`,
  );
}

describe('WaitingRoom', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the place, the people ahead and the estimate while waiting, as an accessible region', async () => {
    vi.useRealTimers();
    renderWithTheme(<WaitingRoom {...waiting} />);
    expect(screen.getByRole('region', { name: 'Waiting room' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Waiting room' })).toBeInTheDocument();
    expect(screen.getByText('1,234')).toBeInTheDocument();
    expect(facts()).toEqual(['People ahead of you: 856', 'Estimated wait: about 2 minutes']);
    expect(screen.getByRole('status')).toHaveTextContent('You are number 1234; 856 ahead of you.');
    expect(await axeViolations()).toEqual([]);
  });

  it('before opening shows the opening time and that places are drawn then, no count', () => {
    renderWithTheme(
      <WaitingRoom
        {...waiting}
        state="beforeOpening"
        position={null}
        ahead={null}
        estimate={null}
        opensAt="10:00"
      />,
    );
    expect(screen.getByText('Drawn at opening')).toBeInTheDocument();
    expect(facts()).toEqual(['Sales open: 10:00']);
    expect(screen.getByRole('status')).toHaveTextContent('Keep this page open.');
  });

  it('once admitted shows no place, and its actions', () => {
    renderWithTheme(
      <WaitingRoom {...waiting} state="admitted" ahead={0} texts={{ ...texts, message: 'Your turn.' }}>
        <a href="#/order">Choose tickets</a>
      </WaitingRoom>,
    );
    expect(screen.queryByText('Your place in line')).toBeNull();
    expect(facts()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Choose tickets' })).toBeInTheDocument();
  });

  it('shows why the visitor is back as an alert', () => {
    renderWithTheme(<WaitingRoom {...waiting} notice="Your pass has expired." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your pass has expired.');
  });

  it('announces a new place at most once per interval, the latest one, and a new state at once', () => {
    const { rerender } = renderWithTheme(<WaitingRoom {...waiting} announceEverySeconds={30} />);
    const status = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(30_000));
    rerender(<WaitingRoom {...waiting} position={1200} ahead={800} announceEverySeconds={30} />);
    expect(status).toHaveTextContent('You are number 1200; 800 ahead of you.');

    act(() => vi.advanceTimersByTime(5_000));
    rerender(<WaitingRoom {...waiting} position={1100} ahead={700} announceEverySeconds={30} />);
    act(() => vi.advanceTimersByTime(5_000));
    rerender(<WaitingRoom {...waiting} position={1000} ahead={600} announceEverySeconds={30} />);
    expect(status).toHaveTextContent('You are number 1200; 800 ahead of you.');
    act(() => vi.advanceTimersByTime(19_000));
    expect(status).toHaveTextContent('You are number 1200; 800 ahead of you.');
    act(() => vi.advanceTimersByTime(1_000));
    expect(status).toHaveTextContent('You are number 1000; 600 ahead of you.');

    rerender(
      <WaitingRoom
        {...waiting}
        state="admitted"
        ahead={0}
        texts={{ ...texts, message: 'Your turn.' }}
        announceEverySeconds={30}
      />,
    );
    expect(status).toHaveTextContent('Your turn.');
  });
});
