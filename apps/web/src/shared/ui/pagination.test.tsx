import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Pagination } from './pagination';
import { renderWithProviders } from './test-utils';

afterEach(cleanup);

const pageNumbers = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('Pagination', () => {
  it('shows 7 slots with an ellipsis on each side of the current page and the Serbian range', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<Pagination page={5} pages={10} perPage={20} total={195} onChange={onChange} />);
    expect(pageNumbers()).toEqual(['1', '4', '5', '6', '10']);
    expect(screen.getAllByTestId('pagination-ellipsis')).toHaveLength(2);
    expect(screen.getByRole('button', { current: 'page' }).textContent).toBe('5');
    expect(screen.getByTestId('pagination-range').textContent).toBe('81 - 100 od 195');

    fireEvent.click(screen.getByRole('button', { name: 'Strana 6' }));
    expect(onChange).toHaveBeenCalledWith(6);
    fireEvent.click(screen.getByRole('button', { name: 'Strana 5' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('cuts the last page at the total and says "of" in English', async () => {
    await renderWithProviders(<Pagination page={10} pages={10} perPage={20} total={195} onChange={() => {}} />, { language: 'en' });
    expect(pageNumbers()).toEqual(['1', '6', '7', '8', '9', '10']);
    expect(screen.getAllByTestId('pagination-ellipsis')).toHaveLength(1);
    expect(screen.getByTestId('pagination-range').textContent).toBe('181 - 195 of 195');
  });

  it('lists every page without ellipses up to 7 pages', async () => {
    await renderWithProviders(<Pagination page={1} pages={3} perPage={20} total={41} onChange={() => {}} />);
    expect(pageNumbers()).toEqual(['1', '2', '3']);
    expect(screen.queryAllByTestId('pagination-ellipsis')).toHaveLength(0);
    expect(screen.getByTestId('pagination-range').textContent).toBe('1 - 20 od 41');
  });

  it('is hidden when there is only one page', async () => {
    const { container } = await renderWithProviders(<Pagination page={1} pages={1} perPage={20} total={7} onChange={() => {}} />);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByTestId('pagination-range')).toBeNull();
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});
