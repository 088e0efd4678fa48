import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/api/client';
import { renderWithProviders } from '../../shared/ui/test-utils';
import { prodConfig } from './families/prod';
import { headerValues } from './header-form';
import { MissingRateLink } from './missing-rate-link';

describe('a foreign-currency document refused for want of a rate', () => {
  it('links to the rate list at the currency and date the refusal names', async () => {
    const refusal = new ApiError('/v1/doc-prod', 'POST', 422, 'error.validation', { kurs: 'error.kurs.missing' }, { datum: '2024-08-20', valuta: 'EUR' });
    await renderWithProviders(<MissingRateLink error={refusal} />);
    const link = screen.getByTestId('doc-missing-rate');
    expect(link.getAttribute('href')).toBe('/config/kursna-lista?valuta=EUR&datum=2024-08-20');
    expect(link.textContent).toBe('Unesite kurs EUR za 20.08.2024 u kursnoj listi');
  });

  it('says nothing for another refusal', async () => {
    const other = new ApiError('/v1/doc-prod', 'POST', 422, 'error.validation', { izuzece: 'error.izuzece.category-mismatch' });
    await renderWithProviders(<MissingRateLink error={other} />);
    expect(screen.queryByTestId('doc-missing-rate')).toBeNull();
  });

  it('the invoice form does not send a saved rate back, so a draft follows its supply date', () => {
    const values = headerValues(prodConfig, { valuta: 'EUR', kurs: 117_200_000, kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
    expect(values).toMatchObject({ valuta: 'EUR', kurs: null, kategorija: 'Z', izuzece: 'PDV-RS-24-1-2' });
  });
});
