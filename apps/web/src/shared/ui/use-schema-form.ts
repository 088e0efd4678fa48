import { useForm, type UseFormReturnType } from '@mantine/form';
import type { FormEvent } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { maxLengthOf } from '@knjige/contract';
import { ApiError } from '../api/client';
import { zodValidate } from '../form/zod-validate';
import { errorText, fieldErrorText } from '../i18n/error-text';
import { useFormHost } from './form-modal';

/** The field a 409 names (`error.<field>.in-use`: a value the books already used), or null. */
export function fieldOfConflict(err: unknown): string | null {
  if (!(err instanceof ApiError) || err.status !== 409) return null;
  return /^error\.(\w+)\.in-use$/.exec(err.message)?.[1] ?? null;
}

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
  /** The last refusal as the server sent it, with its params (null after a success or another kind of failure). */
  apiError: ApiError | null;
  /** Shows a failed call on the form: a 422's field errors on the fields, anything else as general. */
  showError: (err: unknown) => void;
  submitting: boolean;
}

/**
 * A Mantine form driven by a contract schema (docs/domain.md#validation): the schema validates on submit only,
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
  // the params of the last 422 (`{ datum, valuta }` of `error.kurs.missing`), for its field texts
  const errorParams = useRef<Record<string, string | number> | undefined>(undefined);
  // the last refusal as the server sent it (its params: a missing rate names its date and currency)
  const [apiError, setApiError] = useState<ApiError | null>(null);
  const onSubmitRef = useRef(options.onSubmit);
  onSubmitRef.current = options.onSubmit;

  // The schema's text limits by field, read once per field.
  const limitOf = useMemo(() => {
    const limits = new Map<string, number | null>();
    return (field: string): number | null => {
      if (!limits.has(field)) limits.set(field, maxLengthOf(schema, field));
      return limits.get(field) ?? null;
    };
  }, [schema]);

  const form = useForm<V, z.output<S>>({
    mode: 'controlled',
    initialValues: initial,
    clearInputErrorOnChange: true,
    validate: zodValidate(schema),
    transformValues: (values) => schema.parse(values),
    // Errors are held as keys so they follow a language change; the text is made here. A text
    // field stops at its schema's limit, and a too-long error says the limit.
    enhanceGetInputProps: ({ inputProps, field }) => {
      const max = limitOf(field);
      return {
        ...(max === null ? {} : { maxLength: max }),
        ...(typeof inputProps.error === 'string' ? { error: fieldErrorText(t, inputProps.error, max === null ? undefined : { max }, errorParams.current) } : {}),
      };
    },
  });

  const focusFirst = useCallback(
    (fields: string[]) => {
      const nodes = fields.map((field) => form.getInputNode(field)).filter((node): node is HTMLElement => node !== null);
      nodes.sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
      nodes[0]?.focus();
    },
    [form],
  );

  const showError = useCallback(
    (err: unknown) => {
      setApiError(err instanceof ApiError ? err : null);
      const conflictField = fieldOfConflict(err);
      if (conflictField && err instanceof ApiError && conflictField in form.getValues()) {
        // What the books already used (409 `error.<field>.in-use`): said on the field itself.
        form.setErrors({ [conflictField]: err.message });
        setGeneralError(null);
        focusFirst([conflictField]);
        return;
      }
      if (err instanceof ApiError && err.status === 422 && err.errors && Object.keys(err.errors).length) {
        const values = form.getValues();
        const onFields = Object.entries(err.errors).filter(([field]) => field in values);
        const elsewhere = Object.entries(err.errors).filter(([field]) => !(field in values));
        errorParams.current = err.params;
        form.setErrors(Object.fromEntries(onFields));
        setGeneralError(elsewhere.length ? elsewhere.map(([, key]) => fieldErrorText(t, key, undefined, err.params)).join(' ') : null);
        focusFirst(onFields.map(([field]) => field));
        return;
      }
      setGeneralError(errorText(t, err));
    },
    [form, t, focusFirst],
  );

  // A form in a `FormModal` tells it about unsaved changes, so closing or leaving asks first.
  const host = useFormHost();
  const hostKey = useRef({});
  const dirty = form.isDirty();
  useEffect(() => {
    host?.report(hostKey.current, dirty);
  }, [host, dirty]);
  useEffect(() => {
    const key = hostKey.current;
    return () => host?.report(key, false);
  }, [host]);
  // and how to ask it at the moment of closing (the form's values are read from its refs, not its last render)
  const isDirtyNow = form.isDirty;
  useEffect(() => host?.register(hostKey.current, () => isDirtyNow()), [host, isDirtyNow]);

  // One save at a time: Enter or Ctrl+S pressed again while the first is on its way does nothing.
  const inFlight = useRef(false);
  const submit = form.onSubmit(
    async (values) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setGeneralError(null);
      host?.saving(true);
      try {
        await onSubmitRef.current(values);
        // Saved: nothing is left to lose.
        if (host) form.resetDirty();
      } catch (err) {
        showError(err);
      } finally {
        inFlight.current = false;
        host?.saving(false);
      }
    },
    (errors) => {
      // A schema error on no field (a rule over the whole form) has the key '_'.
      const root = errors._;
      setGeneralError(typeof root === 'string' ? (fieldErrorText(t, root) ?? null) : null);
      focusFirst(Object.keys(errors));
    },
  );

  return { form, formProps: { noValidate: true, onSubmit: submit }, generalError, apiError, showError, submitting: form.submitting };
}
