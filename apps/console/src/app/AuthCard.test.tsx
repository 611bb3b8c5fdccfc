import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AuthCard } from './AuthCard.tsx';

const card = {
  titleId: 'card-title',
  title: 'Reset your password',
  venueTitle: 'Demo',
  intro: 'We will mail you a link.',
  submit: 'Send the link',
  away: { label: 'Back to sign-in', onPress: () => {} },
};

describe('AuthCard', () => {
  it('is a form named by its title, with the failure, intro, fields and submit, and a way away', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onAway = vi.fn();
    const { rerender } = render(
      <AuthCard
        {...card}
        failure="Too many tries"
        busy={false}
        onSubmit={onSubmit}
        away={{ ...card.away, onPress: onAway }}
      >
        <input aria-label="Email" />
      </AuthCard>,
    );
    const form = screen.getByRole('form', { name: 'Reset your password' });
    expect(form).toHaveTextContent(
      /^Reset your passwordDemoToo many triesWe will mail you a link\.Send the linkBack to sign-in$/,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Too many tries');
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Back to sign-in' }));
    expect(onAway).toHaveBeenCalledOnce();
    rerender(
      <AuthCard {...card} failure={null} busy onSubmit={onSubmit}>
        <input aria-label="Email" />
      </AuthCard>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Send the link' })).toBeDisabled();
  });

  it('shows its note in place of the intro, fields and submit once it asks nothing', () => {
    render(
      <AuthCard
        {...card}
        failure={null}
        busy={false}
        onSubmit={() => {}}
        asking={false}
        note={<p role="status">Sent</p>}
      >
        <input aria-label="Email" />
      </AuthCard>,
    );
    expect(screen.getByRole('form', { name: 'Reset your password' })).toHaveTextContent(
      /^Reset your passwordDemoSentBack to sign-in$/,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Sent');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send the link' })).toBeNull();
  });
});
