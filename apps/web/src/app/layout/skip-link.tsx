import { useTranslation } from 'react-i18next';

/** The id of each layout's main element, the skip link's target. */
export const MAIN_ID = 'main';

/** The first stop of Tab: jumps past the top bar to the page's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_ID}`}>
      {t('nav.skipToContent')}
    </a>
  );
}
