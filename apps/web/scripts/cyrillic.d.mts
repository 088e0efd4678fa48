/** Types of cyrillic.mjs for the catalog test. */
export function toCyrillic(text: string): string;
export function transliterateCatalog<T>(value: T): T;
export function catalogText(catalog: unknown): string;
