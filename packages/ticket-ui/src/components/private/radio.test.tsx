import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import { Label, Radio, RadioGroup } from './radio.tsx';

// Hydration is driven by hand here, outside testing-library's render.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Group({ onChange }: { onChange?: (value: string) => void }) {
  return (
    <RadioGroup onChange={onChange}>
      <Label>Ticket</Label>
      <Radio value="day">Day</Radio>
      <Radio value="night">Night</Radio>
    </RadioGroup>
  );
}

it('keeps a choice made on the server-written page before it hydrates', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Group />);
  const night = container.querySelector<HTMLInputElement>('input[value=night]');
  night?.click();
  expect(night?.checked).toBe(true);

  const onChange = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Group onChange={onChange} />);
  });
  expect(onChange).toHaveBeenCalledWith('night');
  expect(night?.closest('label')?.dataset.selected).toBe('true');
  container.remove();
});

it('chooses nothing on hydration when nothing was picked', async () => {
  const container = document.createElement('div');
  document.body.append(container);
  container.innerHTML = renderToString(<Group />);
  const onChange = vi.fn();
  await act(async () => {
    hydrateRoot(container, <Group onChange={onChange} />);
  });
  expect(onChange).not.toHaveBeenCalled();
  container.remove();
});
