import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { sampleLogo } from '../private/storyAssets.ts';
import { Header } from './Header.tsx';

describe('Header', () => {
  it('is a banner with the logo linking home and the given controls', async () => {
    renderWithTheme(
      <Header logoSrc={sampleLogo} logoAlt="Demo Museum" homeHref="#/">
        <button type="button">日本語</button>
      </Header>,
    );
    const banner = screen.getByRole('banner');
    expect(screen.getByRole('link', { name: 'Demo Museum' })).toHaveAttribute('href', '#/');
    expect(banner).toContainElement(screen.getByRole('button', { name: '日本語' }));
    expect(await axeViolations()).toEqual([]);
  });
});
