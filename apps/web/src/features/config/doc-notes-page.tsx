import { useTranslation } from 'react-i18next';
import { useListState } from '../../shared/ui/use-list-state';
import { CrudListPage } from './crud-list-page';
import { DocNoteForm } from './doc-note-form';
import { notePreview } from './note-preview';
import { docNotes, type DocNapomena } from './resources';

const PER_PAGE = 20;

/** /config/doc-napomene: default notes that new documents of a type pre-fill. */
export function DocNotesPage() {
  const { t } = useTranslation('config');
  const list = useListState();
  const query = docNotes.useList({ page: list.page, perPage: PER_PAGE, search: list.search });
  return (
    <CrudListPage<DocNapomena>
      id="doc-notes"
      title={t('docNotes.title')}
      addLabel={t('docNotes.add')}
      newTitle={t('docNotes.new')}
      editTitle={t('docNotes.edit')}
      list={list}
      query={query}
      nameOf={(row) => row.naziv}
      columns={[
        { accessor: 'naziv', title: t('docNotes.field.naziv') },
        { accessor: 'vDoc', title: t('docNotes.column.type'), width: 160, render: (row) => `${row.vDoc} / ${row.vSubDoc}` },
        { accessor: 'napomena', title: t('docNotes.field.napomena'), render: (row) => notePreview(row.napomena) },
      ]}
      renderForm={(row, close) => <DocNoteForm key={row?.id ?? 'new'} note={row} onDone={close} onCancel={close} />}
      modalSize="lg"
    />
  );
}
