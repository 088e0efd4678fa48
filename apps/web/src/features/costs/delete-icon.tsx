import { ActionIcon, Tooltip } from '@mantine/core';

export interface DeleteIconProps {
  /** The accessible name and tooltip, e.g. "Obriši grupu Gorivo". */
  label: string;
  onClick: () => void;
  'data-testid'?: string;
}

/** A red trash-can button for a table row; the click does not reach the row (which opens the edit form). */
export function DeleteIcon({ label, onClick, ...rest }: DeleteIconProps) {
  return (
    <Tooltip label={label} openDelay={400}>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        data-testid={rest['data-testid']}
        onClick={(event) => {
          event.stopPropagation();
          onClick();
        }}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
          <path d="M4 7h16M10 11v6M14 11v6M5 7l1 12a2 2 0 0 0 2 2h8a2 2 0 0 0 2-2l1-12M9 7V4a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3" />
        </svg>
      </ActionIcon>
    </Tooltip>
  );
}
