import { fireEvent, screen } from '@testing-library/react';
import type { DocStatus } from '@knjige/contract';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { LifecycleActions } from './lifecycle-actions';

async function renderActions(status: DocStatus | null, dirty = false, lifecycle = true, busy = false) {
  const onLock = vi.fn();
  const onStorno = vi.fn();
  const onSubmit = vi.fn((event: React.FormEvent) => event.preventDefault());
  await renderWithProviders(
    <form onSubmit={onSubmit}>
      <LifecycleActions status={status} lifecycle={lifecycle} dirty={dirty} busy={busy} onLock={onLock} onStorno={onStorno} />
    </form>,
  );
  return { onLock, onStorno, onSubmit };
}

const button = (testId: string) => screen.queryByTestId(testId) as HTMLButtonElement | null;

describe('LifecycleActions', () => {
  it('while a lock or storno is on its way, neither can be asked for again, nor a save', async () => {
    const { onLock } = await renderActions('draft', false, true, true);
    expect(button('doc-lock')!.disabled).toBe(true);
    expect(button('doc-storno')!.disabled).toBe(true);
    expect(button('doc-save')!.disabled).toBe(true);
    fireEvent.click(button('doc-lock')!);
    expect(onLock).not.toHaveBeenCalled();
  });

  it('offers only Save before the document exists', async () => {
    await renderActions(null);
    expect(button('doc-save')!.disabled).toBe(false);
    expect(button('doc-lock')).toBeNull();
    expect(button('doc-storno')).toBeNull();
  });

  it('lets a draft be saved, locked and reversed', async () => {
    const { onLock, onStorno, onSubmit } = await renderActions('draft');
    expect(button('doc-save')).toHaveProperty('textContent', 'Sačuvaj');
    expect(button('doc-lock')).toHaveProperty('textContent', 'Proknjiži');
    fireEvent.click(button('doc-save')!);
    fireEvent.click(button('doc-lock')!);
    fireEvent.click(button('doc-storno')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onLock).toHaveBeenCalledTimes(1);
    expect(onStorno).toHaveBeenCalledTimes(1);
  });

  it('disables Save and Lock for a locked document; storno stays', async () => {
    const { onLock } = await renderActions('locked');
    expect(button('doc-save')!.disabled).toBe(true);
    expect(button('doc-lock')!.disabled).toBe(true);
    expect(button('doc-storno')!.disabled).toBe(false);
    fireEvent.click(button('doc-lock')!);
    expect(onLock).not.toHaveBeenCalled();
  });

  it('disables everything for a reversed document', async () => {
    await renderActions('storno');
    expect(button('doc-save')!.disabled).toBe(true);
    expect(button('doc-lock')!.disabled).toBe(true);
    expect(button('doc-storno')!.disabled).toBe(true);
  });

  it('asks for the changes to be saved before a draft is booked', async () => {
    await renderActions('draft', true);
    expect(button('doc-save')!.disabled).toBe(false);
    expect(button('doc-lock')!.disabled).toBe(true);
    expect(button('doc-lock')!.title).toBe('Sačuvajte izmene pre knjiženja');
  });

  it('offers only Save in a family that does not book its documents (a pro-forma)', async () => {
    const { onSubmit } = await renderActions('draft', false, false);
    fireEvent.click(button('doc-save')!);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(button('doc-lock')).toBeNull();
    expect(button('doc-storno')).toBeNull();
  });
});
