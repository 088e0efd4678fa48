export type Catalogs = Record<string, Record<string, unknown>>;

/** `{ '…/sr-Latn/articles.json': {...} }` → `{ articles: {...} }`. */
export function byNamespace(files: Record<string, Record<string, unknown>>): Catalogs {
  const out: Catalogs = {};
  for (const [file, catalog] of Object.entries(files)) {
    const namespace = /([^/]+)\.json$/.exec(file)?.[1];
    if (namespace) out[namespace] = catalog;
  }
  return out;
}
