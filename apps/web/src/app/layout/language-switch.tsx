import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@knjige/contract';
import { changeLanguage } from '../../shared/i18n/i18n';
import { asLocale, languageLabels, languageOfLocale } from '../../shared/i18n/language';

const shortLabels: Record<Language, string> = { 'sr-lat': 'SR', 'sr-cyr': 'СР', en: 'EN' };

/** sr-lat / sr-cyr / en, remembered in localStorage 'lang'. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = languageOfLocale(asLocale(i18n.language));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="subtle" size="compact-sm" aria-label={t('nav.languageOf', { code: shortLabels[current] })} title={t('nav.language')} data-topbar-part="language">
          {shortLabels[current]}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            onClick={() => void changeLanguage(language)}
            fw={language === current ? 700 : undefined}
            aria-current={language === current ? 'true' : undefined}
          >
            {languageLabels[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
