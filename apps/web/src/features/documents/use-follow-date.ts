import { dueDateAfter, isIsoDate } from '@knjige/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { partnerComboSources } from '../../shared/documents/lookups';
import type { FamilyConfig } from './types';

/** The field a buyer's payment term sets (registry `dueByClientTerm`). */
const DUE_FIELD = 'datumDospeca';

/** The chosen buyer's payment term in days: 0 with no buyer, undefined while it loads. */
function useClientTerm(komId: number | null): number | undefined {
  const source = partnerComboSources.either;
  const client = useQuery({
    queryKey: source.detailKey(komId ?? 0),
    queryFn: () => source.fetchOne(komId ?? 0),
    enabled: komId !== null,
    staleTime: Infinity,
  });
  return komId === null ? 0 : client.data?.rokPlacanjaDana;
}

interface Followed {
  datum: string;
  /** the buyer's term the due date followed at; undefined until the first one is known */
  term: number | undefined;
}

/**
 * The dates that follow the document date (`followDate`: due, delivery, turnover; the supplier's)
 * move with it while they still equal the day they followed, on a new document and on a draft
 * alike: a field the user set to another day keeps that day (the server fills in a date left out
 * the same way). Where the registry says `dueByClientTerm`, the due date follows at the buyer's
 * payment term after the document date, and choosing a buyer with another term moves it too.
 */
export function useFollowDate(config: FamilyConfig, form: { values: Record<string, unknown>; setFieldValue: (field: string, value: unknown) => void }): void {
  const byTerm = !!config.entry.dueByClientTerm;
  const { datum, komId } = form.values;
  const term = useClientTerm(byTerm && typeof komId === 'number' ? komId : null);
  // the day (and the buyer's term) the dates followed; the term is unknown until it loads
  const [followed, setFollowed] = useState<Followed>(() => ({ datum: String(datum), term: undefined }));
  useEffect(() => {
    // A text that is not a day yet (31.02.2024, or 15.3 half typed) is not followed; nor a term still loading.
    if (!isIsoDate(datum) || term === undefined) return;
    if (followed.datum === datum && followed.term === term) return;
    if (isIsoDate(followed.datum)) {
      // a term not known before is the one the due date had: only the document date moved
      const before = followed.term ?? term;
      const offset = (field: string, days: number) => (byTerm && field === DUE_FIELD ? days : 0);
      for (const field of config.followDate ?? []) {
        if (form.values[field] === dueDateAfter(followed.datum, offset(field, before))) form.setFieldValue(field, dueDateAfter(datum, offset(field, term)));
      }
    }
    setFollowed({ datum, term });
  }, [datum, term, followed, byTerm, config.followDate, form]);
}
