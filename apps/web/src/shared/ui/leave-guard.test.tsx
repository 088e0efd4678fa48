import { TextInput } from '@mantine/core';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useLeaveGuard } from './leave-guard';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

function Form() {
  const [value, setValue] = useState('');
  useLeaveGuard(value !== '');
  const location = useLocation();
  return (
    <>
      <p data-testid="path">{location.pathname}</p>
      <TextInput label="Opis" value={value} onChange={(event) => setValue(event.currentTarget.value)} />
    </>
  );
}

const path = () => screen.getByTestId('path').textContent;

describe('useLeaveGuard', () => {
  it('leaves a form without changes at once', async () => {
    const { router } = await renderWithProviders(<Form />, { route: '/izlazni-racuni/vp/create' });
    await router.navigate('/izlazni-racuni/vp');
    await waitFor(() => expect(path()).toBe('/izlazni-racuni/vp'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks "Odbaciti izmene?" before leaving unsaved changes: No stays, Discard leaves', async () => {
    const { router } = await renderWithProviders(<Form />, { route: '/izlazni-racuni/vp/create' });
    fireEvent.change(screen.getByLabelText('Opis'), { target: { value: 'Nesačuvano' } });
    void router.navigate('/izlazni-racuni/vp');
    const dialog = await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Nastavi unos' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(path()).toBe('/izlazni-racuni/vp/create');
    expect(screen.getByLabelText('Opis')).toHaveProperty('value', 'Nesačuvano');
    expect(dialog).toBeTruthy();

    void router.navigate('/izlazni-racuni/vp');
    await screen.findByRole('dialog', { name: 'Odbaciti izmene?' });
    fireEvent.click(screen.getByRole('button', { name: 'Odbaci izmene' }));
    await waitFor(() => expect(path()).toBe('/izlazni-racuni/vp'));
  });

  it('cancels the closing of the tab while there are unsaved changes', async () => {
    await renderWithProviders(<Form />);
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    fireEvent.change(screen.getByLabelText('Opis'), { target: { value: 'x' } });
    expect(unload()).toBe(true);
  });
});
