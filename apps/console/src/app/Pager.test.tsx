import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../i18n/i18n.ts';
import { Pager } from './Pager.tsx';

describe('Pager', () => {
  beforeAll(() => initI18n('en'));

  it('names the page and the last one when the total is known, and stops there', async () => {
    const onPage = vi.fn();
    const { rerender } = render(<Pager page={2} total={45} perPage={20} onPage={onPage} />);
    expect(screen.getByRole('navigation', { name: 'Page 2 of 3' })).toHaveTextContent('Page 2 of 3');
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage.mock.calls).toEqual([[1], [3]]);
    rerender(<Pager page={3} total={45} perPage={20} onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    const result = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    });
    expect(result.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('goes on past a total that is only a lower bound, naming no last page', async () => {
    const onPage = vi.fn();
    const { rerender } = render(
      <Pager page={1} total={1000} perPage={20} totalIsLowerBound onPage={onPage} />,
    );
    expect(screen.getByRole('navigation', { name: 'Page 1' })).toHaveTextContent(/^PreviousPage 1Next$/);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
    // Past the bound (page 51 of 20 a page) the list still goes on while the server says so.
    rerender(<Pager page={51} total={1000} perPage={20} totalIsLowerBound onPage={onPage} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('shows nothing for a single page', () => {
    const { container } = render(<Pager page={1} total={20} perPage={20} onPage={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
});
