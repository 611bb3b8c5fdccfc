import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describeDialogBehaviour } from '../../../testing/dialogBehaviour.tsx';
import { renderWithTheme } from '../../../testing/render.tsx';
import { AppDownloadModal, type AppDownloadModalProps } from './AppDownloadModal.tsx';

const props: Omit<AppDownloadModalProps, 'onClose'> = {
  open: true,
  title: 'Get the app',
  message: 'Show your ticket from the app at the gate.',
  imageSrc: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  imageAlt: 'The app on a phone',
  appStore: { href: 'https://apps.apple.com/app/id1', label: 'App Store' },
  googlePlay: { href: 'https://play.google.com/store/apps/details?id=x', label: 'Google Play' },
  closeLabel: 'Close',
};

describeDialogBehaviour('AppDownloadModal', 'dialog', (onClose) => (
  <AppDownloadModal {...props} onClose={onClose} />
));

describe('AppDownloadModal', () => {
  it('shows the image and links to both stores in a new tab', () => {
    renderWithTheme(<AppDownloadModal {...props} onClose={() => {}} />);
    expect(screen.getByRole('img', { name: 'The app on a phone' })).toBeInTheDocument();
    const appStore = screen.getByRole('link', { name: 'App Store' });
    expect(appStore).toHaveAttribute('href', props.appStore.href);
    expect(appStore).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Google Play' })).toHaveAttribute('href', props.googlePlay.href);
  });
});
