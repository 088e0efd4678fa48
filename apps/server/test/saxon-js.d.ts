/** The part of SaxonJS 2 (npm saxon-js, no bundled types) that the schematron tests use. */
declare module 'saxon-js' {
  interface TransformOptions {
    stylesheetFileName?: string;
    stylesheetText?: string;
    stylesheetInternal?: unknown;
    sourceText?: string;
    sourceFileName?: string;
    destination?: 'serialized' | 'raw' | 'document';
    stylesheetParams?: Record<string, unknown>;
  }
  interface TransformResult {
    principalResult: unknown;
  }
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): TransformResult;
    getProcessorInfo(): { productVersion: string };
  };
  export default SaxonJS;
}
