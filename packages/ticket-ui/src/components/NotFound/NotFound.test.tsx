import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations, renderWithTheme } from '../../../testing/render.tsx';
import { NotFound } from './NotFound.tsx';

describe('NotFound', () => {
  it('is a main region with a heading and a way home', async () => {
    renderWithTheme(
      <NotFound
        title="ページが見つかりません"
        message="URLをご確認ください。"
        homeLabel="トップへ戻る"
        homeHref="#/"
      />,
    );
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ページが見つかりません' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'トップへ戻る' })).toHaveAttribute('href', '#/');
    expect(await axeViolations()).toEqual([]);
  });
});
