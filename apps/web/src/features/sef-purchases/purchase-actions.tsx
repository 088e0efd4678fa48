import { Button, Group, SegmentedControl, Stack, Text, Textarea } from '@mantine/core';
import type { SefPurchaseBooked, SefPurchaseDetail } from '@knjige/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedCombo } from '../../shared/ui/paged-combo';
import { formatRate } from '../../shared/format';
import { useConfirmAction } from '../../shared/ui/confirm-action';
import { showWarning, useToasts } from '../../shared/ui/toasts';
import { articleComboSource, costComboSource } from '../../shared/documents/lookups';
import { useBookPurchase, useDecidePurchase } from './api';

const UNDECIDED = ['New', 'Seen', 'ReNotified'];
const WITHDRAWN = ['Cancelled', 'Storno', 'Deleted'];

/** Accept or reject on SEF (a rejection with its reason). */
export function DecideActions({ invoice }: { invoice: SefPurchaseDetail }) {
  const { t } = useTranslation('sefPurchases');
  const { notifySuccess, notifyError } = useToasts('sefPurchases');
  const decide = useDecidePurchase(invoice.id);
  const [comment, setComment] = useState('');
  const confirmAction = useConfirmAction();
  if (!UNDECIDED.includes(invoice.sefStatus)) return null;
  // sent to SEF, its answer not in yet: nothing more to decide meanwhile
  if (invoice.decisionPending)
    return (
      <Text size="sm" data-testid="sef-decision-pending">
        {t(`decision.pending.${invoice.decisionPending}`)}
      </Text>
    );
  // SEF keeps the first answer: it is confirmed first, saying what will happen (Enter accepts; a rejection is red, Enter cancels it)
  const run = (accepted: boolean) => {
    const action = accepted ? 'accept' : 'reject';
    confirmAction({
      title: t(`confirm.${action}.title`),
      body: t(`confirm.${action}.body`, { number: invoice.number, supplier: invoice.supplierName, comment: comment.trim() }),
      confirmLabel: t(`action.${action}`),
      danger: !accepted,
      onConfirm: () =>
        decide.mutateAsync({ accepted, comment }).then(
          (row) => notifySuccess(t(row.decisionPending ? 'toast.decision-pending' : accepted ? 'toast.accepted' : 'toast.rejected')),
          (err: unknown) => notifyError(err),
        ),
    });
  };
  return (
    <Stack gap="xs">
      {invoice.decisionError && (
        <Text size="sm" c="red" data-testid="sef-decision-error">
          {t(invoice.decisionError, { ns: 'common', message: invoice.decisionErrorMessage ?? '' })}
        </Text>
      )}
      <Textarea label={t('field.comment')} value={comment} onChange={(e) => setComment(e.currentTarget.value)} maxLength={500} rows={2} data-testid="sef-comment" />
      <Group gap="xs">
        <Button color="green" loading={decide.isPending} onClick={() => run(true)} data-testid="sef-accept">
          {t('action.accept')}
        </Button>
        <Button color="red" variant="light" loading={decide.isPending} disabled={!comment.trim()} onClick={() => run(false)} data-testid="sef-reject">
          {t('action.reject')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * Book as a draft incoming goods invoice (lines to articles) or expense invoice (to a cost item); a
 * supplier's credit note as a draft received credit note.
 */
export function BookActions({ invoice, onBooked }: { invoice: SefPurchaseDetail; onBooked: (result: SefPurchaseBooked) => void }) {
  const { t } = useTranslation('sefPurchases');
  const { notifySuccess, notifyError } = useToasts('sefPurchases');
  const book = useBookPurchase(invoice.id);
  const [as, setAs] = useState<'ur' | 'zrn'>('ur');
  const [trosakId, setTrosakId] = useState<number | null>(null);
  const [mapped, setMapped] = useState<Record<string, number | null>>({});
  if (invoice.bookedDocId !== null || invoice.parseError || WITHDRAWN.includes(invoice.sefStatus)) return null;
  const unmatched = invoice.lines.filter((l) => l.artId === null);
  const mappings = unmatched.flatMap((l) => (mapped[l.lineNo] ? [{ lineNo: l.lineNo, artId: mapped[l.lineNo]! }] : []));
  const creditNote = invoice.documentType === 'CreditNote';
  const ready = creditNote || (as === 'zrn' ? trosakId !== null : mappings.length === unmatched.length);
  const submit = () =>
    book.mutate(creditNote ? { as: 'knod' } : as === 'zrn' ? { as, trosakId: trosakId! } : { as, mappings }, {
      onSuccess: (result) => {
        notifySuccess(t(`toast.booked-${result.vDoc}`));
        if (result.currency && result.kurs !== null) notifySuccess(t('toast.booked-rate', { currency: result.currency, kurs: formatRate(result.kurs) }));
        for (const warning of result.warnings) showWarning(t(warning));
        onBooked(result);
      },
      onError: (err) => notifyError(err),
    });
  if (creditNote)
    return (
      <Stack gap="xs">
        <Text size="sm">{t('book.knodHint')}</Text>
        <Group>
          <Button loading={book.isPending} onClick={submit} data-testid="sef-book">
            {t('action.book')}
          </Button>
        </Group>
      </Stack>
    );
  return (
    <Stack gap="xs">
      <SegmentedControl
        value={as}
        onChange={(value) => setAs(value === 'zrn' ? 'zrn' : 'ur')}
        data={[
          { value: 'ur', label: t('book.ur') },
          { value: 'zrn', label: t('book.zrn') },
        ]}
        data-testid="sef-book-as"
      />
      {as === 'zrn' ? (
        <PagedCombo label={t('field.trosakId')} withAsterisk source={costComboSource} value={trosakId} onChange={(id) => setTrosakId(id)} data-testid="sef-book-cost" />
      ) : (
        unmatched.length > 0 && (
          <Stack gap={4}>
            <Text size="sm">{t('book.unmatched')}</Text>
            {unmatched.map((line) => (
              <PagedCombo
                key={line.lineNo}
                label={`${line.lineNo}. ${line.name}${line.sellerId ? ` (${line.sellerId})` : ''}`}
                source={articleComboSource}
                value={mapped[line.lineNo] ?? null}
                onChange={(id) => setMapped((m) => ({ ...m, [line.lineNo]: id }))}
                data-testid={`sef-map-${line.lineNo}`}
              />
            ))}
          </Stack>
        )
      )}
      <Group>
        <Button disabled={!ready} loading={book.isPending} onClick={submit} data-testid="sef-book">
          {t('action.book')}
        </Button>
      </Group>
    </Stack>
  );
}
