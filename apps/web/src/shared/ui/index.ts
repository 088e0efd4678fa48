/** The pieces every screen builds on; see each file for its use. */
export { useConfirmAction, type ConfirmOptions } from './confirm-action';
export { useConfirmedDelete, type ConfirmedDeleteOptions } from './confirmed-delete';
export { failureText } from './error-text';
export { FormActions, type FormActionsProps } from './form-actions';
export { FormError } from './form-error';
export { FormModal, useFormHost, type FormHost } from './form-modal';
export { PAGE_SLOTS, pageButtons, pageRange, type PageButton } from './page-buttons';
export { COMBO_DEBOUNCE_MS, COMBO_PAGE_SIZE, PagedCombo, type ComboPage, type PagedComboProps, type PagedComboSource } from './paged-combo';
export { PagedTable, type PagedTableColumn, type PagedTableProps } from './paged-table';
export { Pagination, type PaginationProps } from './pagination';
export { MoneyInput, QuantityInput, ScaledInput, type ScaledInputProps } from './scaled-input';
export { SEARCH_DEBOUNCE_MS, SEARCH_MIN_CHARS, SearchBox, type SearchBoxProps } from './search-box';
export { Shortcuts, shortcutKeys, shortcutProps, WithShortcut, type ShortcutAction } from './shortcuts';
export { TOAST_AUTO_CLOSE_MS, showError, showSuccess, showWarning, useToasts } from './toasts';
export { useListState, type ListState } from './use-list-state';
export { useSchemaForm, type SchemaForm, type SchemaFormOptions } from './use-schema-form';
export { ExportButton, type ExportButtonProps } from './export-button';
