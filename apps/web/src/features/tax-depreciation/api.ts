import type { TaxDepreciationReport } from '@knjige/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { staleTimes } from '../../shared/api/query-client';
import { useDataEnabled } from '../../shared/period/use-period';

/** Under the fixed assets' key: a depreciation document's lock, a sale or a write-off refreshes it. */
const keys = {
  year: (godina: number) => ['osnovna-sredstva', 'poreska-amortizacija', godina] as const,
};

/** The year's tax depreciation per asset and group. */
export function useTaxDepreciation(godina: number) {
  const enabled = useDataEnabled();
  return useQuery({
    queryKey: keys.year(godina),
    queryFn: () => api.get<{ data: TaxDepreciationReport }>('/v1/osnovna-sredstva/poreska-amortizacija', { godina }).then((r) => r.data),
    placeholderData: keepPreviousData,
    staleTime: staleTimes.short,
    enabled: enabled && godina > 0,
  });
}
