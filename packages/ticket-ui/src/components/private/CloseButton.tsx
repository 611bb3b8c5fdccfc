import { Button } from 'react-aria-components';
import { closeButton } from './CloseButton.css.ts';

/** The × button of modals; its name comes translated from the caller. */
export function CloseButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button className={closeButton} aria-label={label} onPress={onPress}>
      <span aria-hidden="true">×</span>
    </Button>
  );
}
