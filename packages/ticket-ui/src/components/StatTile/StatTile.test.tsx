import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { statTileTones } from './StatTile.css.ts';
import { StatTile } from './StatTile.tsx';

describe('StatTile', () => {
  it('names its figure as a term and its description', async () => {
    renderWithTheme(<StatTile label="売上" value="¥12,000" hint="今日" />);
    expect(screen.getByRole('term')).toHaveTextContent('売上');
    const [figure, hint] = screen.getAllByRole('definition');
    expect(figure).toHaveTextContent('¥12,000');
    expect(hint).toHaveTextContent('今日');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows each tone, and no hint when none is given', () => {
    for (const tone of statTileTones) {
      const { container, unmount } = render(<StatTile label="Sold" value={3} tone={tone} />);
      expect(container.querySelector('dl')).toHaveAttribute('data-tone', tone);
      expect(screen.getAllByRole('definition')).toHaveLength(1);
      unmount();
    }
  });
});
