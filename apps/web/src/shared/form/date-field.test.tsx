import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prodConfig } from '../../features/documents/families/prod';
import { HeaderForm, headerValues } from '../../features/documents/header-form';
import { renderWithProviders } from '../ui/test-utils';
import { DateRangeInputs } from '../ui/date-range';
import { DateField } from './date-field';

const empty = { data: [], pagination: { page: 1, perPage: 50, pages: 1, itemsCount: 0, filteredCount: 0 } };
let posted: unknown[] = [];
const server = setupServer(
  http.get('/v1/kom-main/combo', () => HttpResponse.json(empty)),
  http.get('/v1/mag-main/combo', () => HttpResponse.json(empty)),
  http.post('/v1/doc-prod', async ({ request }) => {
    posted.push(await request.json());
    return HttpResponse.json({ id: 1 }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  server.resetHandlers();
  posted = [];
  vi.useRealTimers();
});
afterAll(() => server.close());

/** The field with what it holds shown beside it. */
function Harness() {
  const [value, setValue] = useState<string>('');
  return (
    <>
      <DateField label="Datum" data-testid="date" value={value} onChange={setValue} />
      <output data-testid="held">{value}</output>
    </>
  );
}

const input = () => screen.getByTestId('date') as HTMLInputElement;
const type = (el: HTMLInputElement, text: string) => {
  fireEvent.focus(el);
  fireEvent.input(el, { target: { value: text } });
  fireEvent.blur(el);
};

describe('DateField', () => {
  it('reads the short forms against today and the selected period (2024) and shows dd.mm.yyyy on blur', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-03-20T10:00:00'));
    await renderWithProviders(<Harness />);
    for (const [typed, iso, shown] of [
      ['15032024', '2024-03-15', '15.03.2024'],
      ['16.3.2024', '2024-03-16', '16.03.2024'],
      ['17.3.', '2024-03-17', '17.03.2024'],
      ['18', '2024-03-18', '18.03.2024'],
      ['2.4.24', '2024-04-02', '02.04.2024'],
    ]) {
      type(input(), typed!);
      expect(screen.getByTestId('held').textContent, typed).toBe(iso);
      await waitFor(() => expect(input().value, typed).toBe(shown));
    }
  });

  it('keeps an impossible day as typed and never rolls it over', async () => {
    await renderWithProviders(<Harness />);
    type(input(), '31.02.2024');
    expect(input().value).toBe('31.02.2024');
    expect(screen.getByTestId('held').textContent).toBe('31.02.2024');
  });
});

describe('a date field of a document', () => {
  const init = { periodId: 2, vSubDoc: 'usluga', rbroj: 4, datum: '2024-02-10', datumDospeca: '2024-02-10', datumIsporuke: '2024-02-10', datumPrometa: '2024-02-10', vrstaPlacanja: '30', periodObracuna: '3', mestoIsporuke: '1' };

  it('31.02.2024 is the field’s error (error.datum.invalid) on leaving it and on save; nothing is sent', async () => {
    await renderWithProviders(<HeaderForm config={prodConfig} doc={null} initial={headerValues(prodConfig, init)} />);
    const datum = screen.getByTestId('doc-field-datum') as HTMLInputElement;
    type(datum, '31.02.2024');
    expect(await screen.findByText('Datum nije ispravan')).toBeTruthy();
    expect(datum.value).toBe('31.02.2024');
    fireEvent.submit(screen.getByTestId('doc-form'));
    await waitFor(() => expect(screen.getByText('Datum nije ispravan')).toBeTruthy());
    expect(posted).toEqual([]);
    // the due date did not follow a day that does not exist
    expect((screen.getByTestId('doc-field-datumDospeca') as HTMLInputElement).value).toBe('10.02.2024');
  });
  it('a date retyped after a refused save is what was typed, key by key: no part of it is a day, the due date moves once at the end', async () => {
    await renderWithProviders(<HeaderForm config={prodConfig} doc={null} initial={headerValues(prodConfig, init)} />);
    const datum = screen.getByTestId('doc-field-datum') as HTMLInputElement;
    const due = () => (screen.getByTestId('doc-field-datumDospeca') as HTMLInputElement).value;
    type(datum, '31.02.2024');
    fireEvent.submit(screen.getByTestId('doc-form'));
    await waitFor(() => expect(screen.getByText('Datum nije ispravan')).toBeTruthy());
    fireEvent.focus(datum);
    const typed = '29.11.2024';
    for (let i = 1; i <= typed.length; i++) {
      fireEvent.change(datum, { target: { value: typed.slice(0, i) } });
      expect(datum.value).toBe(typed.slice(0, i));
      expect(document.activeElement).toBe(datum);
      // no calendar opens and no part of the date is taken as a day the due date would follow
      expect(screen.queryByRole('dialog')).toBeNull();
      if (i < typed.length) expect(due()).toBe('10.02.2024');
    }
    await waitFor(() => expect(due()).toBe('29.11.2024'));
    fireEvent.blur(datum);
    expect(datum.value).toBe('29.11.2024');
    await waitFor(() => expect(screen.queryByText('Datum nije ispravan')).toBeNull());
  });
});

describe('a filter’s date (lists and reports)', () => {
  it('hands on only a day or an empty field; 31.02.2024 stays as typed with its message', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<DateRangeInputs dateFrom="2024-01-01" dateTo={null} onChange={onChange} labels={{ dateFrom: 'Od', dateTo: 'Do' }} testId="range" />);
    const from = screen.getByTestId('range-from') as HTMLInputElement;
    type(from, '31.02.2024');
    expect(from.value).toBe('31.02.2024');
    expect(screen.getByText('Datum nije ispravan (dd.mm.gggg).')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
    type(from, '15.3.');
    expect(onChange).toHaveBeenLastCalledWith('dateFrom', '2024-03-15');
    expect(screen.queryByText('Datum nije ispravan (dd.mm.gggg).')).toBeNull();
    type(from, '');
    expect(onChange).toHaveBeenLastCalledWith('dateFrom', null);
  });
});
