import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../ui/test-utils';
import { StatusTabs, SubTypeTabs } from './status-tabs';

describe('StatusTabs', () => {
  it('lists draft, locked and storno in that order, with the count of drafts', async () => {
    await renderWithProviders(<StatusTabs value="draft" onChange={() => {}} counts={{ draft: 3, locked: 12, storno: 1 }} />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['U pripremi3', 'Proknjižen', 'Storno']);
    expect(screen.getByTestId('doc-draft-count').textContent).toBe('3');
    expect(tabs[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('reports the chosen status, in English too', async () => {
    const onChange = vi.fn();
    await renderWithProviders(<StatusTabs value="draft" onChange={onChange} counts={undefined} />, { language: 'en' });
    expect(screen.queryByTestId('doc-draft-count')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Booked' }));
    expect(onChange).toHaveBeenCalledWith('locked');
  });
});

describe('SubTypeTabs', () => {
  it('shows the turnover types and hides itself for a single sub-type', async () => {
    const onChange = vi.fn();
    const { rerender } = await renderWithProviders(<SubTypeTabs value="vp" subTypes={['vp', 'mp', 'usluga']} onChange={onChange} />);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Veleprodaja', 'Maloprodaja', 'Usluge']);
    fireEvent.click(screen.getByRole('tab', { name: 'Maloprodaja' }));
    expect(onChange).toHaveBeenCalledWith('mp');
    rerender(<SubTypeTabs value="vp-mp" subTypes={['vp-mp']} onChange={onChange} />);
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
