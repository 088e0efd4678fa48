import type { z } from '@knjige/contract';
import type { ColumnSpec, DocEntry, FamilyConfig, FamilySchemas, FormValues, LabelMap, TypedFamilyConfig } from '../types';

/** The typed screen config of the family whose schemas are `S`. */
export type ConfigOf<S extends FamilySchemas> = TypedFamilyConfig<z.output<S['headerInput']>, z.output<S['header']>, z.output<S['itemInput']>, z.output<S['item']>>;

/**
 * A family's screen config, checked against its schemas (every key must be a field of the row or
 * input it names) and handed to the shared screens with the registry entry beside it.
 */
export function defineConfig<S extends FamilySchemas>(entry: DocEntry, schemas: S, config: NoInfer<ConfigOf<S>>): FamilyConfig {
  const { computed, prefill, derive } = config;
  const headerLabels: LabelMap<string> = config.headerLabels ?? {};
  const itemLabels: LabelMap<string> = config.itemLabels ?? {};
  const lastSegment = (key: string) => key.slice(key.lastIndexOf('.') + 1);
  const labelled = <C extends ColumnSpec>(labels: LabelMap<string>, column: C): C => {
    const label = column.label ?? labels[lastSegment(column.key)];
    return label ? { ...column, label } : column;
  };
  return {
    ...config,
    // every field, column and figure carries its label: the config's map says where it is not `field.<name>`
    tabs: config.tabs.map((tab) => ({ ...tab, fields: tab.fields.map((f) => (headerLabels[f.name] ? { ...f, label: headerLabels[f.name] } : f)) })),
    listColumns: config.listColumns.map((c) => labelled(headerLabels, c)),
    itemColumns: config.itemColumns.map((c) => labelled(itemLabels, c)),
    itemFields: config.itemFields.map((f) => (itemLabels[f.name] ? { ...f, label: itemLabels[f.name] } : f)),
    itemLabelOf: (name: string) => itemLabels[name] ?? `field.${name}`,
    family: entry.vDoc,
    entry,
    headerSchema: schemas.headerInput,
    itemSchema: schemas.itemInput,
    prefill: prefill ?? (() => ({})),
    lookupInfo: config.lookupInfo ?? [],
    // The item form holds exactly the fields of this item input (useSchemaForm over the same schema).
    computed: computed && ((values, lookup, doc, stored) => computed(values as FormValues<z.output<S['itemInput']>>, lookup, doc as z.output<S['header']>, stored as z.output<S['item']> | null)),
    // The header form holds exactly the fields of this header input; the document is this family's row.
    derive: derive && ((values, doc) => derive(values as FormValues<z.output<S['headerInput']>>, doc as z.output<S['header']> | null)),
    headerInfo: config.headerInfo ?? [],
    // the document is this family's row
    showLines: config.showLines && ((doc) => config.showLines!(doc as z.output<S['header']>)),
    // the grid's rows hold exactly this item input's fields; the document is this family's row
    grid: config.grid && {
      figures: config.grid.figures,
      sums: config.grid.sums,
      vat: config.grid.vat && ((values, article, doc) => config.grid!.vat!(values as FormValues<z.output<S['itemInput']>>, article, doc as z.output<S['header']>)),
      rates: config.grid.rates && ((lines, doc) => config.grid!.rates!(lines, doc as z.output<S['header']>)),
    },
  };
}
