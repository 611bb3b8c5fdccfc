import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleTicket } from './fixtures.ts';
import { ticketCardDisplayTypes, ticketCardStatuses } from './TicketCard.css.ts';
import { TicketCard } from './TicketCard.tsx';

describe('TicketCard', () => {
  it.each(ticketCardDisplayTypes)(
    'is a named article with a QR image in the %s display',
    async (displayType) => {
      const { container } = renderWithTheme(<TicketCard {...sampleTicket} displayType={displayType} />);
      expect(screen.getByRole('article', { name: '企画展「光の庭」' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: '入場用QRコード' })).toBeInTheDocument();
      expect(await axeViolations(container)).toEqual([]);
    },
  );

  it.each(ticketCardStatuses)('shows the %s status as a badge', (status) => {
    renderWithTheme(<TicketCard {...sampleTicket} status={status} statusLabel={`status ${status}`} />);
    expect(screen.getByText(`status ${status}`)).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveAttribute('data-status', status);
  });

  it('shows the kind, time range, options, naming right and caution', () => {
    renderWithTheme(
      <TicketCard {...sampleTicket} kind="set" kindLabel="セット券" timeLabel="10:00 - 11:00" />,
    );
    expect(screen.getByRole('heading', { name: '企画展「光の庭」' })).toBeInTheDocument();
    expect(screen.getByText('セット券')).toBeInTheDocument();
    expect(screen.getByText('10:00 - 11:00')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('音声ガイド × 2');
    expect(screen.getByText('Presented by Example Corporation')).toBeInTheDocument();
    expect(screen.getByText(/再入場はできません/)).toBeInTheDocument();
  });

  it('marks the card busy while loading', async () => {
    const { rerender, container } = renderWithTheme(<TicketCard {...sampleTicket} isLoading />);
    const card = screen.getByRole('article', { name: '企画展「光の庭」' });
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(card).toHaveAttribute('data-loading');
    expect(await axeViolations(container)).toEqual([]);
    rerender(<TicketCard {...sampleTicket} />);
    expect(card).not.toHaveAttribute('aria-busy');
  });
});
