import { Button, Card } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedTable, type PagedTableColumn } from '../../shared/ui/paged-table';
import { Pagination } from '../../shared/ui/pagination';
import { useKomKontaktList, type KomKontakt } from './api';
import { CardHeader } from './card-header';
import { ContactForm } from './contact-form';
import { FormModal } from '../../shared/ui/form-modal';

const PER_PAGE = 10;

/** The contacts of one client: a table, add and edit in a modal. */
export function ContactsCard({ komId }: { komId: number }) {
  const { t } = useTranslation('clients');
  const [page, setPage] = useState(1);
  const query = useKomKontaktList({ komId, page, perPage: PER_PAGE });
  /** undefined: closed; null: a new contact; a row: that contact. */
  const [editing, setEditing] = useState<KomKontakt | null | undefined>(undefined);
  const close = () => setEditing(undefined);

  const columns: PagedTableColumn<KomKontakt>[] = [
    { accessor: 'ime', title: t('contact.field.ime') },
    { accessor: 'telefon', title: t('field.telefon') },
    { accessor: 'mobilni', title: t('field.mobilni') },
    { accessor: 'email', title: t('field.email') },
  ];
  const pagination = query.data?.pagination;

  return (
    <Card withBorder padding="lg">
      <CardHeader title={t('card.contacts')}>
        <Button size="xs" variant="light" onClick={() => setEditing(null)} data-testid="client-contacts-add">
          {t('contact.add')}
        </Button>
      </CardHeader>
      <PagedTable data-testid="client-contacts-table" records={query.data?.data} columns={columns} fetching={query.isFetching} onRowClick={setEditing} minHeight={120} />
      {pagination && (
        <Pagination page={pagination.page} pages={pagination.pages} perPage={pagination.perPage} total={pagination.filteredCount} onChange={setPage} />
      )}
      <FormModal opened={editing !== undefined} onClose={close} title={editing ? t('contact.edit') : t('contact.new')}>
        {editing !== undefined && <ContactForm key={editing?.id ?? 'new'} komId={komId} contact={editing} onDone={close} onCancel={close} />}
      </FormModal>
    </Card>
  );
}
