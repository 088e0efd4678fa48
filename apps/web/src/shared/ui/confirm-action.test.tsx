import { Button } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useConfirmAction } from './confirm-action';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

function LockButton({ onConfirm, onCancel }: { onConfirm: () => Promise<void>; onCancel?: () => void }) {
  const confirmAction = useConfirmAction();
  return <Button onClick={() => confirmAction({ title: 'Knjiženje dokumenta', body: 'Proknjižiti?', onConfirm, onCancel })}>Proknjiži</Button>;
}

describe('useConfirmAction', () => {
  it('opens one confirmation for a double click, and runs the action once', async () => {
    const onConfirm = vi.fn(async () => undefined);
    await renderWithProviders(<LockButton onConfirm={onConfirm} />);
    const lock = screen.getByRole('button', { name: 'Proknjiži' });
    fireEvent.click(lock);
    fireEvent.click(lock);
    fireEvent.click(lock);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('confirm-yes'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onConfirm).toHaveBeenCalledTimes(1);
    // Closed, it asks again on the next click.
    fireEvent.click(lock);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
  });

  it('counts Esc as a cancel', async () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn(async () => undefined);
    await renderWithProviders(<LockButton onConfirm={onConfirm} onCancel={onCancel} />);
    fireEvent.click(screen.getByRole('button', { name: 'Proknjiži' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
