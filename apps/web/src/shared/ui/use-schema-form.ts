import { useForm, type UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ApiError } from '../api/client';
import { zodValidate } from '../form/zod-validate';
import { errorText, fieldErrorText } from '../i18n/error-text';

export interface SchemaFormOptions<O> {
  /** Saves the parsed values; a rejection is shown on the fields (422) or as a general error. */
  onSubmit: (values: O) => Promise<unknown> | unknown;
  /** Namespaces holding the feature's error keys ('articles'); 'ui' and 'common' are always searched. */
  ns?: string | string[];
}

export interface SchemaForm<V, O> {
  form: UseFormReturnType<V, O>;
  /** Spread on the <form>: no native validation, submit runs the schema and then `onSubmit`. */
  formProps: { noValidate: true; onSubmit: (event?: FormEvent<HTMLFormElement>) => void };
  /** A failure that belongs to no field, translated; shown with `FormError`. */
  generalError: string | null;
  /** Shows a failed call on the form: a 422's field errors on the fields, anything else as general. */
  showError: (err: unknown) => void;
  submitting: boolean;
}

/**
 * A Mantine form driven by a contract schema (spec §5): the schema validates on submit only,
 * errors are i18n keys shown per field in the user's language and cleared when the field changes,
 * a 422's field errors land on the fields with the first one focused, any other failure is a
 * general error. `initial` holds the form's own shape (null for an empty select); the schema's
 * output is what `onSubmit` receives.
 */
export function useSchemaForm<S extends z.ZodType, V extends Record<string, unknown>>(
  schema: S,
  initial: V,
  options: SchemaFormOptions<z.output<S>>,
): SchemaForm<V, z.output<S>> {
  const nsList = Array.isArray(options.ns) ? options.ns : options.ns ? [options.ns] : [];
  const nsKey = nsList.join('|');
  const namespaces = useMemo(() => [...(nsKey ? nsKey.split('|') : []), 'ui', 'common'], [nsKey]);
  const { t } = useTranslation(namespaces);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const onSubmitRef = useRef(options.onSubmit);
  onSubmitRef.current = options.onSubmit;

  const form = useForm<V, z.output<S>>({
    mode: 'controlled',
    initialValues: initial,
    clearInputErrorOnChange: true,
    validate: zodValidate(schema),
    transformValues: (values) => schema.parse(values) as z.output<S>,
    // Errors are held as keys so they follow a language change; the text is made here.
    enhanceGetInputProps: ({ inputProps }) =>
      typeof inputProps.error === 'string' ? { error: fieldErrorText(t, inputProps.error) } : {},
  });

  const focusFirst = useCallback(
    (fields: string[]) => {
      const nodes = fields.map((field) => form.getInputNode(field) as HTMLElement | null).filter((node): node is HTMLElement => node !== null);
      nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      nodes[0]?.focus();
    },
    [form],
  );

  const showError = useCallback(
    (err: unknown) => {
      if (err instanceof ApiError && err.status === 422 && err.errors && Object.keys(err.errors).length) {
        const values = form.getValues();
        const onFields = Object.entries(err.errors).filter(([field]) => field in values);
        const elsewhere = Object.entries(err.errors).filter(([field]) => !(field in values));
        form.setErrors(Object.fromEntries(onFields));
        setGeneralError(elsewhere.length ? elsewhere.map(([, key]) => fieldErrorText(t, key)).join(' ') : null);
        focusFirst(onFields.map(([field]) => field));
        return;
      }
      setGeneralError(errorText(t, err));
    },
    [form, t, focusFirst],
  );

  // One save at a time: Enter or Ctrl+S pressed again while the first is on its way does nothing.
  const inFlight = useRef(false);
  const submit = form.onSubmit(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setGeneralError(null);
      try {
        await onSubmitRef.current(values);
      } catch (err) {
        showError(err);
      } finally {
        inFlight.current = false;
      }
    },
    (errors) => {
      // A schema error on no field (a rule over the whole form) has the key '_'.
      const root = errors._;
      setGeneralError(typeof root === 'string' ? (fieldErrorText(t, root) ?? null) : null);
      focusFirst(Object.keys(errors));
    },
  );

  return { form, formProps: { noValidate: true, onSubmit: submit }, generalError, showError, submitting: form.submitting };
}
