import { Button, TextInput } from '@mantine/core';
import { artGrupaInput } from '@knjige/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { FormError } from './form-error';
import { renderWithProviders } from './test-utils';
import { useSchemaForm } from './use-schema-form';

afterEach(cleanup);

function GroupForm({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const { form, formProps, generalError } = useSchemaForm(artGrupaInput, { vArtikl: 'roba', grpSifra: '', grpNaziv: '' }, { ns: 'articles', onSubmit });
  return (
    <form {...formProps} data-testid="form">
      <FormError error={generalError} />
      <TextInput label="Naziv" {...form.getInputProps('grpNaziv')} />
      <TextInput label="Šifra" {...form.getInputProps('grpSifra')} />
      <Button type="submit">Sačuvaj</Button>
    </form>
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('useSchemaForm', () => {
  it('validates with the schema on submit, shows translated errors per field and clears one on change', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithProviders(<GroupForm onSubmit={onSubmit} />);
    expect(screen.getByTestId('form').hasAttribute('novalidate')).toBe(true);

    submit();
    expect(await screen.findByText('Unesite naziv grupe')).toBeTruthy();
    expect(screen.getByText('Unesite šifru grupe')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByLabelText('Naziv'));

    type('Naziv', 'Pića');
    expect(screen.queryByText('Unesite naziv grupe')).toBeNull();
    expect(screen.getByText('Unesite šifru grupe')).toBeTruthy();
  });

  it('hands the parsed values over and puts a 422 on its field, focused', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('/v1/art-grupa', 'POST', 422, 'error.validation', { grpSifra: 'error.grpSifra.unique' });
    });
    await renderWithProviders(<GroupForm onSubmit={onSubmit} />);
    type('Naziv', '  Pića ');
    type('Šifra', '200');
    submit();
    expect(await screen.findByText('Grupa sa ovom šifrom već postoji')).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith({ vArtikl: 'roba', grpSifra: '200', grpNaziv: 'Pića' });
    expect(document.activeElement).toBe(screen.getByLabelText('Šifra'));
    expect(screen.queryByTestId('form-error')).toBeNull();
  });

  it('shows any other failure as a general error in the user language', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('/v1/art-grupa/1', 'DELETE', 409, 'error.art-grupa.in-use', undefined, { count: 3 });
    });
    await renderWithProviders(<GroupForm onSubmit={onSubmit} />, { language: 'en' });
    type('Naziv', 'Drinks');
    type('Šifra', '200');
    submit();
    await waitFor(() => expect(screen.getByTestId('form-error').textContent).toContain('The group cannot be deleted: articles use it (3)'));
  });

  it('saves once when submitted again while the first save is on its way', async () => {
    let finish: () => void = () => {};
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithProviders(<GroupForm onSubmit={onSubmit} />);
    type('Naziv', 'Pića');
    type('Šifra', '200');
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    fireEvent.submit(screen.getByTestId('form'));
    fireEvent.submit(screen.getByTestId('form'));
    finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Once it has settled, the next save goes through.
    fireEvent.submit(screen.getByTestId('form'));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
  });
});
