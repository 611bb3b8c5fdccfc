import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleLogo } from '../private/storyAssets.ts';
import { Footer, type FooterProps } from './Footer.tsx';

const props: FooterProps = {
  showBrand: true,
  logoSrc: sampleLogo,
  logoAlt: 'Demo Museum',
  navLabel: 'Site information',
  links: [
    { href: '#/privacy', label: 'Privacy policy' },
    { href: '#/specified', label: 'Specified commercial transactions' },
    { href: '#/terms', label: 'Terms' },
  ],
  copyright: '© Demo Museum',
};

describe('Footer', () => {
  it('shows the brand, the legal links and the copyright', async () => {
    renderWithTheme(<Footer {...props} />);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('img', { name: 'Demo Museum' })).toBeInTheDocument();
    const nav = within(footer).getByRole('navigation', { name: 'Site information' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['#/privacy', '#/specified', '#/terms']);
    expect(footer).toHaveTextContent('© Demo Museum');
    expect(await axeViolations()).toEqual([]);
  });

  it('leaves the brand out when the tenant does not show it', () => {
    renderWithTheme(<Footer {...props} showBrand={false} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });
});
