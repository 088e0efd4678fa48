import type { KeyboardEvent } from 'react';

/** Where the keyboard goes next inside forms, and where focus lands after a page changes. */

const fieldSelector = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select';

const onScreen = (element: Element): element is HTMLElement => element instanceof HTMLElement && element.getClientRects().length > 0;

/** A list to choose from (a select): its input is read-only, yet it is a field the keyboard fills in. */
const isChoice = (element: Element) => element.getAttribute('aria-haspopup') === 'listbox';

/** The fields of `root` a user can type in or choose in, in document order. */
export function typingFields(root: ParentNode): HTMLElement[] {
  return [...root.querySelectorAll(fieldSelector)].filter(
    (element): element is HTMLElement => onScreen(element) && !element.hasAttribute('disabled') && (!element.hasAttribute('readonly') || isChoice(element)),
  );
}

/**
 * The fields Enter walks through: the single-line ones. A note takes Enter as a new line, so the
 * walk passes it by (Tab or a click reaches it; Ctrl+S saves from it).
 */
export function enterFields(root: ParentNode): HTMLElement[] {
  return typingFields(root).filter((element) => !(element instanceof HTMLTextAreaElement));
}

/** Focuses a field and selects its text, so typing replaces what it holds. */
export function focusField(element: HTMLElement): void {
  element.focus();
  if (element instanceof HTMLInputElement) element.select();
}

/** No dialog is open (or closing) and the focus is nowhere useful: on the page body or on a control just disabled. */
function focusLost(): boolean {
  if ([...document.querySelectorAll('[role="dialog"]')].some(onScreen)) return false;
  const active = document.activeElement;
  return !active || active === document.body || active.matches(':disabled');
}

/**
 * Focuses what `find` returns once it is on screen (a page that is still loading draws it a little
 * later); gives up after `timeoutMs`. With `whenLost`, only once the focus has been lost (a closed
 * dialog, a button that became disabled), so a user who has moved on keeps their place.
 */
export function focusWhenReady(find: () => HTMLElement | null | undefined, { whenLost = false, timeoutMs = 2000 } = {}): void {
  const start = performance.now();
  const attempt = () => {
    const element = find();
    if (element && onScreen(element) && (!whenLost || focusLost())) return focusField(element);
    if (performance.now() - start < timeoutMs) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** The page's title (its h1 in the main area), focusable by script but not a Tab stop. */
export function pageTitle(): HTMLElement | null {
  const title = document.querySelector<HTMLElement>('main h1');
  if (title && !title.hasAttribute('tabindex')) title.setAttribute('tabindex', '-1');
  return title;
}

/**
 * Enter in a field moves to the next single-line field of the form; in the last one it calls
 * `onLast` (save, or the next tab).
 * A field that handles Enter itself (a code lookup, an open list) prevents the default first.
 */
export function enterMovesOn(onLast: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || target.getAttribute('aria-expanded') === 'true') return;
    stepFrom(event, target, onLast);
  };
}

/** Focuses the field after `target` in the form, or calls `onLast` from the last one. */
function stepFrom(event: KeyboardEvent<HTMLFormElement>, target: HTMLElement, onLast: () => void) {
  const fields = enterFields(event.currentTarget);
  const index = fields.indexOf(target);
  if (index < 0) return;
  event.preventDefault();
  const next = fields[index + 1];
  if (next) focusField(next);
  else onLast();
}

/**
 * Whether Enter on a list to choose from should keep what it holds and move on: a closed list that
 * cannot be typed in (Enter would open it), or an open one (a searchable select opens on focus)
 * where the user has not moved to another option nor typed a search: the checked option is still
 * the one Enter would pick, or nothing is checked, highlighted or typed.
 */
function keepsChoice(target: HTMLInputElement): boolean {
  if (target.getAttribute('aria-expanded') !== 'true') return target.readOnly;
  const listId = target.getAttribute('aria-controls');
  const list = listId ? document.getElementById(listId) : null;
  const checked = list?.querySelector('[role="option"][aria-selected="true"]') ?? null;
  const highlighted = list?.querySelector('[data-combobox-selected]') ?? null;
  if (checked) return highlighted === null || highlighted === checked;
  return highlighted === null && target.value === '';
}

/**
 * In a form where Enter moves on, Enter on a select moves on with what it holds, as on any other
 * field; once the user has moved to another option or typed a search, Enter picks (and the next
 * Enter moves on). Goes on the form's capture phase, before the list sees the key.
 */
export function enterPassesChoice(onLast: () => void) {
  return (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.altKey || event.metaKey) return;
    const target = event.target;
    if (!(target instanceof HTMLInputElement) || !isChoice(target) || !keepsChoice(target)) return;
    stepFrom(event, target, onLast);
    event.stopPropagation();
  };
}

/**
 * Tab from the last field of a tab panel goes on to the first field of the next tab, Shift+Tab
 * from the first one back to the last field of the previous tab, so every tab is reached without
 * the arrow keys of the tab strip. `step` switches the tab and says whether there was one.
 */
export function tabAcrossPanels(step: (direction: 1 | -1) => boolean) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Tab' || event.ctrlKey || event.altKey || event.metaKey) return;
    const fields = typingFields(event.currentTarget);
    const edge = event.shiftKey ? fields[0] : fields.at(-1);
    if (event.target === edge && step(event.shiftKey ? -1 : 1)) event.preventDefault();
  };
}
