import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { MissingRateNotice } from './missing-rate';

describe('a document refused for a missing rate', () => {
  it('says which rate is missing and links to the rates page with the form on it', async () => {
    const err = new ApiError('/v1/doc-trn/1/items', 'POST', 422, 'error.validation', { kurs: 'error.kurs.missing' }, { datum: '2024-07-03', valuta: 'EUR' });
    await renderWithProviders(<MissingRateNotice error={err} />);
    expect(screen.getByTestId('missing-rate').textContent).toContain('Nema kursa EUR za 03.07.2024.');
    expect(screen.getByTestId('missing-rate-link').getAttribute('href')).toBe('/config/kursna-lista?valuta=EUR&datum=2024-07-03');
  });

  it('shows nothing for another error', async () => {
    const err = new ApiError('/v1/doc-trn/1/items', 'POST', 422, 'error.validation', { kurs: 'error.kurs.required' });
    await renderWithProviders(<MissingRateNotice error={err} />);
    expect(screen.queryByTestId('missing-rate')).toBeNull();
  });
});
