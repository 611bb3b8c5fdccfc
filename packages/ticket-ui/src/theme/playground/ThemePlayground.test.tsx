import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { vars } from '../contract.css.ts';
import { makeTheme } from '../makeTheme.ts';
import { ThemePlayground } from './ThemePlayground.tsx';

const start = makeTheme({
  brand: '#2b59c3',
  brandAccent: '#f2a900',
  header: { pc: '#1b2a4a', sp: '#2b59c3' },
});
const brandProperty = vars.color.brand.replace(/^var\((--[^,)]+).*$/, '$1');

function renderPlayground() {
  const user = userEvent.setup();
  render(
    <ThemePlayground start={start}>
      <p>Preview</p>
    </ThemePlayground>,
  );
  const preview = () => screen.getByText('Preview').parentElement as HTMLElement;
  const onBrandRatio = () => screen.getByRole('row', { name: /^onBrand on brand/ }).textContent;
  return { user, preview, onBrandRatio };
}

it('shows the preview in the brand typed, with its contrast checks', async () => {
  const { user, preview, onBrandRatio } = renderPlayground();
  expect(preview().style.getPropertyValue(brandProperty)).toBe('#2b59c3');
  expect(onBrandRatio()).toContain('6.33:1');

  await user.clear(screen.getByRole('textbox', { name: 'brand' }));
  await user.type(screen.getByRole('textbox', { name: 'brand' }), '#111111');
  expect(preview().style.getPropertyValue(brandProperty)).toBe('#111111');
  expect(onBrandRatio()).toContain('18.88:1');
  expect(screen.queryByRole('alert')).toBeNull();
});

it('keeps the last theme while a colour is not one, and says which', async () => {
  const { user, preview } = renderPlayground();
  await user.clear(screen.getByRole('textbox', { name: 'header pc' }));
  await user.type(screen.getByRole('textbox', { name: 'header pc' }), 'nav');
  expect(screen.getByRole('alert')).toHaveTextContent('header.pc: "nav" is not a colour');
  expect(preview().style.getPropertyValue(brandProperty)).toBe('#2b59c3');
});

it('copies the inputs as the makeTheme call of a theme.css.ts', async () => {
  const { user } = renderPlayground();
  await user.clear(screen.getByRole('textbox', { name: 'md' }));
  await user.type(screen.getByRole('textbox', { name: 'md' }), '0');
  await user.click(screen.getByRole('button', { name: 'Copy theme inputs' }));
  expect(screen.getByRole('status')).toHaveTextContent('Copied to the clipboard.');
  expect(await navigator.clipboard.readText()).toBe(
    [
      'export const tokens = makeTheme(',
      '  {',
      "    brand: '#2b59c3',",
      "    brandAccent: '#f2a900',",
      '    header: tenant.ticketPage.headerColor,',
      '  },',
      "  { radius: { md: '0' } },",
      ');',
      '',
    ].join('\n'),
  );
});
