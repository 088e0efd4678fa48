import { Grid, Loader, TextInput } from '@mantine/core';
import type { ArtMain } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/client';
import { keyText } from '../../shared/i18n/error-text';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { articleByCode } from './api';
import { articleComboSource } from '../../shared/documents/lookups';

export interface ArticlePickerProps {
  value: number | null;
  /** the article's code shown in the code field (an existing item's) */
  initialCode?: string;
  onPick: (artId: number | null) => void;
  /** the form's error on artId, translated */
  error?: string;
  disabled?: boolean;
  comboProps?: Record<string, unknown>;
}

/**
 * An article by its code (type it and press Enter) or from a searchable list. A code that does
 * not exist says so in the user's language ('mp-art-main.not.found' with the code).
 */
export function ArticlePicker({ value, initialCode = '', onPick, error, disabled, comboProps }: ArticlePickerProps) {
  const { t } = useTranslation(['documents', 'ui', 'common']);
  const [code, setCode] = useState(initialCode);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);

  const lookup = async () => {
    const wanted = code.trim();
    if (!wanted) return;
    setSearching(true);
    setCodeError(null);
    try {
      const article: ArtMain = await articleByCode(wanted);
      setCode(article.intSifra);
      onPick(article.id);
    } catch (err) {
      const params = err instanceof ApiError ? err.params : undefined;
      setCodeError(
        err instanceof ApiError && err.status === 404
          ? keyText(t, err.message, { code: wanted, ...params }, t('lookup.not-found', { code: wanted }))
          : t('lookup.failed'),
      );
    } finally {
      setSearching(false);
    }
  };

  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <TextInput
          label={t('field.artCode')}
          value={code}
          disabled={disabled}
          autoFocus={!disabled && value === null}
          autoComplete="off"
          error={codeError}
          rightSection={searching ? <Loader size="xs" /> : null}
          onChange={(event) => {
            setCode(event.currentTarget.value);
            setCodeError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              void lookup();
            }
          }}
          data-testid="item-art-code"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <PagedCombo
          {...comboProps}
          label={t('field.artId')}
          withAsterisk
          source={articleComboSource}
          value={value}
          disabled={disabled}
          error={error}
          onChange={(id, row) => {
            setCode(row?.intSifra ?? '');
            setCodeError(null);
            onPick(id);
          }}
          data-testid="item-art-combo"
        />
      </Grid.Col>
    </Grid>
  );
}
