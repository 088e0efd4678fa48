import { Select, SimpleGrid } from '@mantine/core';
import type { ImportMapping } from '@knjige/contract';
import type { ImportPreview } from './api';
import type { ImportTexts } from './import-texts';

export interface MappingFieldsProps {
  fields: ImportPreview['fields'];
  columns: string[];
  mapping: ImportMapping;
  /** `mapping.<field>` → error key, from the server */
  errors: Record<string, string>;
  texts: ImportTexts;
  disabled?: boolean;
  onChange: (field: string, column: number | null) => void;
}

/** One select per field listing the file's columns; required fields are marked. */
export function MappingFields({ fields, columns, mapping, errors, texts, disabled, onChange }: MappingFieldsProps) {
  const { t, fieldLabel, errorText } = texts;
  const options = columns.map((name, index) => ({ value: String(index), label: name || t('mapping.column', { n: index + 1 }) }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
      {fields.map((field) => {
        const value = mapping[field.name];
        const error = errors[`mapping.${field.name}`];
        return (
          <Select
            key={field.name}
            label={fieldLabel(field.name)}
            withAsterisk={field.required}
            placeholder={t('mapping.none')}
            data={options}
            value={value === null || value === undefined ? null : String(value)}
            onChange={(next) => onChange(field.name, next === null ? null : Number(next))}
            clearable
            disabled={disabled}
            error={error ? errorText(error) : undefined}
            data-testid={`import-map-${field.name}`}
          />
        );
      })}
    </SimpleGrid>
  );
}
