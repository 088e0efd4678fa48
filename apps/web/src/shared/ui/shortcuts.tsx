import { Kbd, Modal, Table, Tooltip } from '@mantine/core';
import { useCallback, useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Keyboard shortcuts. A control takes part by carrying `data-shortcut="<action>"` (shortcutProps);
 * one listener (useShortcutKeys, in the signed-in layout) presses the last visible, enabled control
 * of that action in the open dialog, or else in the page. So a screen adds a shortcut by marking
 * its button, and the key does exactly what the button does (a lock still asks to confirm).
 */
export type ShortcutAction = 'save' | 'newItem' | 'lock' | 'back' | 'search';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The keys of each action as shown (tooltip, help) and as aria-keyshortcuts names them. */
export const shortcutKeys: Record<ShortcutAction | 'help', { shown: string[]; aria: string }> = {
  save: { shown: [isMac ? '⌘S' : 'Ctrl+S'], aria: 'Control+S Meta+S' },
  newItem: { shown: ['Alt+N', 'Insert'], aria: 'Alt+N Insert' },
  lock: { shown: ['Alt+K'], aria: 'Alt+K' },
  back: { shown: ['Esc'], aria: 'Escape' },
  search: { shown: ['/'], aria: '/' },
  help: { shown: ['?'], aria: 'Shift+?' },
};

const helpOrder = ['save', 'newItem', 'lock', 'back', 'search', 'help'] as const;

/** The attributes that enrol a control in a shortcut. */
export function shortcutProps(action: ShortcutAction) {
  return { 'data-shortcut': action, 'aria-keyshortcuts': shortcutKeys[action].aria };
}

/** Shows the control's shortcut in a tooltip ("Save · Ctrl+S") and enrols the control. */
export function WithShortcut({ action, label, children }: { action: ShortcutAction; label: string; children: ReactElement }) {
  return (
    <Tooltip label={`${label} · ${shortcutKeys[action].shown.join(' / ')}`} openDelay={500} withinPortal>
      {children}
    </Tooltip>
  );
}

const popupSelector = '[role="dialog"], [role="listbox"], [role="menu"], [role="alertdialog"]';

/** On screen (not display:none, not in a hidden tab panel). */
const shown = (element: Element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0;

function visible(element: Element): element is HTMLElement {
  return shown(element) && !element.hasAttribute('disabled') && element.getAttribute('aria-disabled') !== 'true' && !element.hasAttribute('data-disabled');
}

/** The open modal dialog on top, else the document. */
function scope(): ParentNode {
  const dialogs = [...document.querySelectorAll('[role="dialog"][aria-modal="true"]')].filter(shown);
  return dialogs.at(-1) ?? document;
}

function control(action: ShortcutAction): HTMLElement | undefined {
  return [...scope().querySelectorAll(`[data-shortcut="${action}"]`)].filter(visible).at(-1);
}

function editing(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));
}

/** Which action a key press asks for, if any. */
export function actionOf(event: Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>): ShortcutAction | 'help' | null {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && !event.altKey && event.code === 'KeyS') return 'save';
  if (!mod && event.altKey && event.code === 'KeyN') return 'newItem';
  if (!mod && !event.altKey && event.key === 'Insert') return 'newItem';
  if (!mod && event.altKey && event.code === 'KeyK') return 'lock';
  if (!mod && !event.altKey && event.key === 'Escape') return 'back';
  if (!mod && !event.altKey && event.key === '/') return 'search';
  if (!mod && !event.altKey && event.key === '?') return 'help';
  return null;
}

/** Listens for the shortcuts on the whole page; `onHelp` opens the list of them. */
export function useShortcutKeys(onHelp: () => void): void {
  useEffect(() => {
    // Whether a dropdown, menu or dialog was open when the key went down, before any of them
    // handled it (Esc closes them; it must not then also leave the page).
    let popupOpen = false;
    const capture = (event: KeyboardEvent) => {
      popupOpen = [...document.querySelectorAll(popupSelector)].some(shown);
      // The browser's own Save page dialog never helps here.
      if (actionOf(event) === 'save') event.preventDefault();
    };
    const handle = (event: KeyboardEvent) => {
      const action = actionOf(event);
      if (!action || (event.defaultPrevented && action !== 'save')) return;
      if ((action === 'search' || action === 'help') && editing(event.target)) return;
      if (action === 'help') {
        if (popupOpen) return;
        event.preventDefault();
        onHelp();
        return;
      }
      if (action === 'back' && popupOpen) return;
      const target = control(action);
      if (!target) return;
      event.preventDefault();
      if (action === 'search') {
        target.focus();
        if (target instanceof HTMLInputElement) target.select();
      } else target.click();
    };
    window.addEventListener('keydown', capture, true);
    window.addEventListener('keydown', handle);
    return () => {
      window.removeEventListener('keydown', capture, true);
      window.removeEventListener('keydown', handle);
    };
  }, [onHelp]);
}

/** The list of shortcuts, opened with ?. */
export function ShortcutHelp({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('ui');
  return (
    <Modal opened={opened} onClose={onClose} title={t('shortcuts.title')} data-testid="shortcut-help">
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('shortcuts.keys')}</Table.Th>
            <Table.Th>{t('shortcuts.action')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {helpOrder.map((action) => (
            <Table.Tr key={action}>
              <Table.Td>
                {shortcutKeys[action].shown.map((key, i) => (
                  <span key={key}>
                    {i > 0 && ' / '}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{t(`shortcuts.${action}`)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}

/** The help dialog with its ? key; the signed-in layout renders it once. */
export function Shortcuts() {
  const [opened, setOpened] = useState(false);
  useShortcutKeys(useCallback(() => setOpened(true), []));
  return <ShortcutHelp opened={opened} onClose={() => setOpened(false)} />;
}
