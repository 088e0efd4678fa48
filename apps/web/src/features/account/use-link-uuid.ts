import { useSearchParams } from 'react-router';

/** The token of an e-mail link (`?uuid=`), trimmed; '' when missing. */
export function useLinkUuid(): string {
  const [params] = useSearchParams();
  return (params.get('uuid') ?? '').trim();
}
