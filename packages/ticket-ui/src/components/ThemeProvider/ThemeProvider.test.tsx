import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rootClass } from '../../theme/root.css.ts';
import { ThemeProvider, usePortalThemeClass } from './ThemeProvider.tsx';

function PortalClass() {
  return <output>{usePortalThemeClass()}</output>;
}

describe('ThemeProvider', () => {
  it('applies the theme and root classes and hands both to portals', () => {
    render(
      <ThemeProvider themeClass="tenant-theme">
        <PortalClass />
      </ThemeProvider>,
    );
    const output = screen.getByRole('status');
    expect(output.parentElement).toHaveClass('tenant-theme', rootClass);
    expect(output).toHaveTextContent(`tenant-theme ${rootClass}`);
  });

  it('gives portals no class outside a provider', () => {
    render(<PortalClass />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
