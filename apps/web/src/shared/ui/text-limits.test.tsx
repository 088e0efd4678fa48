import { Button, TextInput } from '@mantine/core';
import { artGrupaInput } from '@knjige/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { prodConfig } from '../../features/documents/families/prod';
import { HeaderForm, headerValues } from '../../features/documents/header-form';
import { ApiError } from '../api/client';
import { renderWithProviders } from './test-utils';
import { useSchemaForm } from './use-schema-form';

function GroupForm({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) {
  const { form, formProps } = useSchemaForm(artGrupaInput, { vArtikl: 'roba', grpSifra: '', grpNaziv: '' }, { ns: 'articles', onSubmit });
  return (
    <form {...formProps}>
      <TextInput label="Naziv" {...form.getInputProps('grpNaziv')} />
      <TextInput label="Šifra" {...form.getInputProps('grpSifra')} />
      <Button type="submit">Sačuvaj</Button>
    </form>
  );
}

describe('a text field’s length', () => {
  it('stops at the schema’s limit and says the limit when too long (max 100 znakova)', async () => {
    const onSubmit = vi.fn(async () => undefined);
    await renderWithProviders(<GroupForm onSubmit={onSubmit} />);
    const naziv = screen.getByLabelText('Naziv') as HTMLInputElement;
    expect(naziv.maxLength).toBe(100);
    expect((screen.getByLabelText('Šifra') as HTMLInputElement).maxLength).toBe(20);

    fireEvent.change(naziv, { target: { value: 'x'.repeat(101) } });
    fireEvent.change(screen.getByLabelText('Šifra'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Unos je predugačak: max 100 znakova.')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a server’s too-long answer says the limit too, in English as well', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError('/v1/art-grupa', 'POST', 422, 'error.validation', { grpSifra: 'error.grpSifra.too-long' });
    });
    await renderWithProviders(<GroupForm onSubmit={onSubmit} />, { language: 'en' });
    fireEvent.change(screen.getByLabelText('Naziv'), { target: { value: 'Pića' } });
    fireEvent.change(screen.getByLabelText('Šifra'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findByText('Too long: at most 20 characters.')).toBeTruthy();
  });

  it('a document’s text fields stop at their limits from the contract', async () => {
    const init = { periodId: 2, vSubDoc: 'usluga', rbroj: 4, datum: '2024-02-10', datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10' };
    await renderWithProviders(<HeaderForm config={prodConfig} doc={null} initial={headerValues(prodConfig, init)} />);
    expect((screen.getByTestId('doc-field-brojRacuna') as HTMLInputElement).maxLength).toBe(50);
    expect((screen.getByTestId('doc-field-opis') as HTMLInputElement).maxLength).toBe(500);
    fireEvent.click(screen.getByTestId('doc-tab-isporuka'));
    await waitFor(() => expect((screen.getByTestId('doc-field-otprema') as HTMLInputElement).maxLength).toBe(200));
  });
});
