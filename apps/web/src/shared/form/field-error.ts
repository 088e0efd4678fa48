/** Anything with Mantine's `getInputProps`, whatever its values. */
interface InputPropsSource {
  getInputProps: (path: string) => { error?: unknown };
}

/**
 * A field's error as its input shows it (the translated text `useSchemaForm` puts there), or
 * undefined. Mantine types it as anything a React node can be; the forms here only put text.
 */
export function fieldError(form: InputPropsSource, path: string): string | undefined {
  const { error } = form.getInputProps(path);
  return typeof error === 'string' ? error : undefined;
}
