import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from './search-box';
import { renderWithProviders } from './test-utils';

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const box = () => screen.getByLabelText('Pretraga');

describe('SearchBox', () => {
  it('fires 500 ms after typing more than 2 characters, not before and not for 2', async () => {
    const onSearch = vi.fn();
    await renderWithProviders(<SearchBox value="" onSearch={onSearch} />);
    // From here the clock moves only when the test moves it: on a busy machine real time passing
    // between two steps would otherwise count towards the 500 ms.
    vi.useRealTimers();
    vi.useFakeTimers();
    fireEvent.change(box(), { target: { value: 'ka' } });
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onSearch).not.toHaveBeenCalled();

    fireEvent.change(box(), { target: { value: 'kaf' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.change(box(), { target: { value: 'kafa' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(onSearch).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('kafa');
  });

  it('fires at once on Enter and when cleared', async () => {
    const onSearch = vi.fn();
    await renderWithProviders(<SearchBox value="kafa" onSearch={onSearch} />);
    fireEvent.change(box(), { target: { value: 'ka' } });
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSearch).toHaveBeenLastCalledWith('ka');

    fireEvent.change(box(), { target: { value: '' } });
    expect(onSearch).toHaveBeenLastCalledWith('');
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
