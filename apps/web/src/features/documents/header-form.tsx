import { Group, SimpleGrid, Stack, Tabs } from '@mantine/core';
import { sendsDespatch, sendsToSef, type DocFamily } from '@knjige/contract';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../shared/api/client';
import { enterFields, enterMovesOn, enterPassesChoice, focusWhenReady, tabAcrossPanels, typingFields } from '../../shared/ui/focus';
import { FormError } from '../../shared/ui/form-error';
import { MissingRateLink } from './missing-rate-link';
import { useLeaveGuard } from '../../shared/ui/leave-guard';
import { useToasts } from '../../shared/ui/toasts';
import { useSchemaForm } from '../../shared/ui/use-schema-form';
import { AttachmentsPanel } from '../files';
import { useSaveDoc } from './api';
import { advanceUses } from './advances-field';
import { dependentCostUses } from './dependent-costs-field';
import { DocAction, DocLink } from './doc-action';
import { HeaderField } from './header-field';
import { LifecycleActions } from './lifecycle-actions';
import { XmlButtons } from '../xml';
import { SefDocPanel } from '../sef';
import { EotpDocPanel } from '../eotp';
import { docPaths } from '../../shared/documents/paths';
import { ShortfallAlert } from './stock-shortfall';
import { isTextSchema, schemaDefault } from './schema-kind';
import type { DocRow, FamilyConfig, TabKey } from './types';
import { useLifecycle } from './use-lifecycle';
import { useFollowDate } from './use-follow-date';
import { isOneOf } from '../../shared/one-of';
import { isRecord } from '../../shared/is-record';

/**
 * The form's values: exactly the keys of the family's header schema, from the document or the
 * init answer; a missing value takes its schema's default, else a text is '' and anything else
 * (a number, a choice) null until chosen.
 */
export function headerValues(config: FamilyConfig, source: Record<string, unknown>): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  // An advances field holds `[{ avrId, iznos }]`: the saved header's labels are not part of the input.
  const fields = config.tabs.flatMap((c) => c.fields);
  const advances = new Set(fields.filter((f) => f.kind === 'advances').map((f) => f.name));
  // A cost-lines field holds what its input takes: the saved rows' rate and VAT are the server's.
  const costs = new Set(fields.filter((f) => f.kind === 'dependent-costs').map((f) => f.name));
  // what the server fills in when it is not sent (a rate of the supply date) is not sent back, so it follows the date
  const serverFilled = new Set(config.serverFilled ?? []);
  for (const [key, schema] of Object.entries(config.headerSchema.shape))
    values[key] = serverFilled.has(key)
      ? null
      : advances.has(key)
        ? advanceUses(source[key])
        : costs.has(key)
          ? dependentCostUses(source[key])
          : (source[key] ?? schemaDefault(schema) ?? (isTextSchema(schema) ? '' : null));
  return values;
}

/** A saved document that is no longer a draft is shown, not edited. */
const readOnlyOf = (doc: DocRow | null) => doc !== null && doc.status !== 'draft';

export interface HeaderFormProps {
  config: FamilyConfig;
  /** the saved document; null on /create */
  doc: DocRow | null;
  initial: Record<string, unknown>;
  /** lines of the grid below not saved yet: the lock waits, leaving the page asks */
  linesPending?: boolean;
}

/**
 * The document header in the family's tabs with save, lock and storno. A new document is created
 * and the page moves to it; a saved one is updated while it is a draft and read-only after.
 */
export function HeaderForm({ config, doc, initial, linesPending = false }: HeaderFormProps) {
  const { t } = useTranslation('documents');
  const family: DocFamily = config.family;
  const FamilyPanel = config.panel;
  const navigate = useNavigate();
  const save = useSaveDoc(family);
  const { notifySuccess, notifyError } = useToasts('documents');
  const lifecycle = useLifecycle(family, doc);
  const { partner } = config.entry;
  const [tab, setTab] = useState<TabKey>(config.tabs[0]!.key);
  // The family's tabs, and the attachments' tab where the family takes attachments.
  const tabKeys: TabKey[] = [...config.tabs.map((c) => c.key), ...(config.entry.attachments ? (['prilozi'] as const) : [])];
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  // Set below, once the form exists: a save that moves on to the saved document is no leaving.
  const allowLeaveRef = useRef<() => void>(() => {});

  const { form, formProps, generalError, apiError, submitting } = useSchemaForm(config.headerSchema, initial, {
    ns: 'documents',
    onSubmit: async (body) => {
      try {
        const saved: { id: number; warnings?: string[] } = await save.mutateAsync({ id: doc?.id ?? null, body });
        const { id } = saved;
        notifySuccess([t('doc.saved'), ...(saved.warnings ?? []).map((key) => t(key))].join(' '));
        if (doc) {
          form.resetDirty();
          focusAfterSave();
        } else {
          allowLeaveRef.current();
          navigate(docPaths.doc(family, String(initial.vSubDoc), id), { replace: true, state: { saved: true } });
        }
      } catch (err) {
        // A state conflict (no longer a draft, period closed) is a toast; field errors go on the fields.
        if (err instanceof ApiError && err.status === 409) notifyError(err, t(`family.${family}.resource`));
        else throw err;
      }
    },
  });

  // The saved document read again (its lines changed its totals, and with them what follows them, such
  // as a receipt's payment parts): the fields not edited since the last save take the server's values,
  // edits stay (and stay unsaved changes).
  const servedKey = JSON.stringify(initial);
  const served = useRef(servedKey);
  useEffect(() => {
    if (!doc || served.current === servedKey) return;
    served.current = servedKey;
    const values = form.getValues();
    form.setInitialValues(initial);
    form.setValues(Object.fromEntries(Object.keys(initial).map((key) => [key, form.isDirty(key) ? values[key] : initial[key]])));
    form.resetDirty(initial);
    // once per answer of the server that differs from the last
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [servedKey]);

  const dirty = form.isDirty();
  allowLeaveRef.current = useLeaveGuard((dirty || linesPending) && !readOnlyOf(doc)).allowLeave;

  const panelOf = (key: TabKey) => document.querySelector<HTMLElement>(`[data-doc-panel="${key}"]`);
  const showTab = (key: TabKey, field: (panel: HTMLElement) => HTMLElement | undefined) => {
    setTab(key);
    focusWhenReady(() => {
      const panel = panelOf(key);
      return panel ? field(panel) : null;
    });
  };

  // After a save the keyboard goes on where the work is: a required field still empty (a
  // transfer saved without its receiving warehouse), else the new item button.
  const focusAfterSave = () => {
    const values = form.getValues();
    for (const c of config.tabs) {
      const empty = c.fields.find((f) => f.required && (values[f.name] === null || values[f.name] === ''));
      if (empty) return showTab(c.key, () => form.getInputNode(empty.name) ?? undefined);
    }
    focusWhenReady(() => document.querySelector<HTMLElement>('[data-testid="doc-item-add"]'));
  };
  useEffect(() => {
    const state: unknown = location.state;
    if (isRecord(state) && state.saved) focusAfterSave();
    // Once, on the page of a document just created.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Tab leaves a tab's last field for the next tab's first one (and Shift+Tab back); a tab of
  // advances only is passed by (its picker opens on focus), a click reaches it.
  const stepTab = (direction: 1 | -1) => {
    const steppable = config.tabs.filter((c) => c.key === tab || !c.fields.every((f) => f.kind === 'advances'));
    const next = steppable[steppable.findIndex((c) => c.key === tab) + direction];
    if (!next) return false;
    showTab(next.key, (panel) => (direction === 1 ? typingFields(panel)[0] : typingFields(panel).at(-1)));
    return true;
  };

  // An error in a field of another tab brings that tab forward, so the message can be seen.
  const errorFields = Object.keys(form.errors);
  // a field's own error or one of its rows' ('avansi.0.iznos')
  const hasError = (name: string) => errorFields.some((e) => e === name || e.startsWith(`${name}.`));
  const tabOfError = config.tabs.find((c) => c.fields.some((f) => hasError(f.name)))?.key;
  const currentHasError = config.tabs.find((c) => c.key === tab)?.fields.some((f) => hasError(f.name));
  // Only when errors come (a save refused), never when one goes: correcting a field (retyping a
  // refused date) must not throw the next keystrokes into another tab's field.
  const errorsBefore = useRef<string[]>([]);
  const errorKey = errorFields.join('|');
  useEffect(() => {
    const came = errorFields.some((e) => !errorsBefore.current.includes(e));
    errorsBefore.current = errorFields;
    if (!came || !tabOfError || currentHasError) return;
    setTab(tabOfError);
    const first = config.tabs.find((c) => c.key === tabOfError)!.fields.find((f) => hasError(f.name));
    if (first) setTimeout(() => form.getInputNode(first.name)?.focus(), 0);
    // Runs when the fields in error change, not on every keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [errorKey]);

  // Values that follow others (a receipt's payment parts from its type): set as the others change.
  const derived = config.derive?.(form.values, doc);
  useEffect(() => {
    if (!derived) return;
    for (const [field, value] of Object.entries(derived)) if (form.values[field] !== value) form.setFieldValue(field, value);
  });

  // the dates that follow the document date, the due date at the buyer's payment term after it
  useFollowDate(config, form);

  const readOnly = readOnlyOf(doc);

  // Enter goes field by field, on from a tab's last field to the next tab's first; in the last
  // field of the last tab it saves. It never saves by itself from another field (a browser's
  // implicit submit), so what is typed next lands where the user expects.
  const sub = String(initial.vSubDoc);
  const onLastField = () => {
    // The next tab with a single-line field (a tab of notes or advances only is passed by), else save.
    const after = config.tabs.slice(config.tabs.findIndex((c) => c.key === tab) + 1);
    const next = after.find((c) => !c.disabled && c.fields.some((f) => f.kind !== 'note' && f.kind !== 'advances' && !f.hiddenFor?.includes(sub)));
    if (next) showTab(next.key, (panel) => enterFields(panel)[0]);
    else formRef.current?.requestSubmit();
  };
  const moveOn = enterMovesOn(onLastField);
  const onKeyDown = (event: KeyboardEvent<HTMLFormElement>) => {
    if (readOnly) return;
    moveOn(event);
    if (event.key === 'Enter' && !event.defaultPrevented && event.target instanceof HTMLInputElement) event.preventDefault();
  };
  const panels = config.tabs.map((c, index) => (
    <SimpleGrid key={c.key} cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
      {c.fields.filter((spec) => !spec.hiddenFor?.includes(sub)).map((spec, i) => (
        <div key={spec.name} style={spec.kind === 'note' || spec.kind === 'text-lines' || spec.kind === 'advances' || spec.kind === 'dependent-costs' ? { gridColumn: '1 / -1' } : undefined}>
          <HeaderField
            spec={spec}
            form={form}
            disabled={readOnly || (spec.editableWhen !== undefined && form.values[spec.editableWhen.field] !== spec.editableWhen.equals)}
            autoFocus={!doc && index === 0 && i === 0}
            partner={partner}
            doc={doc}
          />
        </div>
      ))}
    </SimpleGrid>
  ));

  return (
    <form {...formProps} ref={formRef} onKeyDown={onKeyDown} onKeyDownCapture={readOnly ? undefined : enterPassesChoice(onLastField)} data-testid="doc-form">
      <Stack gap="sm">
        <FormError error={generalError} />
        <MissingRateLink error={apiError} />
        {lifecycle.shortfalls && <ShortfallAlert shortfalls={lifecycle.shortfalls} onClose={lifecycle.clearShortfalls} />}
        <Tabs value={tab} onChange={(next) => isOneOf(tabKeys, next) && setTab(next)}>
          <Tabs.List mb="sm">
            {config.tabs.map((c) => (
              <Tabs.Tab key={c.key} value={c.key} disabled={c.disabled} data-testid={`doc-tab-${c.key}`} c={c.fields.some((f) => hasError(f.name)) ? 'red' : undefined}>
                {t(`tab.${c.key}`)}
              </Tabs.Tab>
            ))}
            {config.entry.attachments && (
              <Tabs.Tab value="prilozi" disabled={!doc} data-testid="doc-tab-prilozi">
                {t('tab.prilozi')}
              </Tabs.Tab>
            )}
          </Tabs.List>
          {config.tabs.map((c, index) => (
            <Tabs.Panel key={c.key} value={c.key} data-doc-panel={c.key} onKeyDown={tabAcrossPanels(stepTab)}>
              {panels[index]}
            </Tabs.Panel>
          ))}
          {config.entry.attachments && (
            <Tabs.Panel value="prilozi" data-doc-panel="prilozi">
              <AttachmentsPanel family={family} doc={doc} />
            </Tabs.Panel>
          )}
        </Tabs>
        {doc && doc.status !== 'draft' && sendsToSef(config.entry, doc.vSubDoc) && <SefDocPanel vDoc={config.entry.vDoc} docId={doc.id} locked />}
        {doc && FamilyPanel && <FamilyPanel family={family} doc={doc} />}
        {doc && doc.status !== 'draft' && sendsDespatch(config.entry, doc.vSubDoc) && <EotpDocPanel vDoc={config.entry.vDoc} docId={doc.id} locked={doc.status === 'locked'} />}
        <Group justify="flex-end">
          {doc && config.links?.map((link) => <DocLink key={link.key} link={link} doc={doc} />)}
          {doc && config.actions?.map((action) => <DocAction key={action.key} action={action} family={family} doc={doc} dirty={dirty || linesPending} />)}
          {doc && <XmlButtons config={config} doc={doc} />}
          <LifecycleActions
            status={doc?.status ?? null}
            lifecycle={config.entry.lifecycle}
            dirty={dirty || linesPending}
            saving={submitting}
            busy={lifecycle.busy}
            onLock={lifecycle.askLock}
            onStorno={lifecycle.askStorno}
            stornoLabel={lifecycle.stornoLabel}
          />
        </Group>
      </Stack>
    </form>
  );
}
