import { Fragment, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { Button, Group, Menu, Stack } from '@mantine/core';
import { useViewportSize } from '@mantine/hooks';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { MenuGroup } from '../menu-routes';

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
      <path d="M2.5 4.5 6 8l3.5-3.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The space between two menu buttons (Group gap 2). */
const GAP = 2;

/** Out of the flow and out of sight, still measurable: a menu that does not fit, or "more" when all do. */
const offBar: CSSProperties = { position: 'absolute', visibility: 'hidden', pointerEvents: 'none' };

/** How many buttons of these widths fit in `room` px, keeping `more` px for the "more" button when not all do. */
export function menusThatFit(widths: number[], room: number, more: number): number {
  const span = (n: number) => widths.slice(0, n).reduce((sum, w) => sum + w, 0) + GAP * Math.max(0, n - 1);
  if (span(widths.length) <= room) return widths.length;
  let n = widths.length - 1;
  while (n > 0 && span(n) + GAP + more > room) n -= 1;
  return n;
}

/** What a dropdown's pieces take in height (Mantine's compact menu): an item, a group's label, a divider; and the bar above it with a margin below. */
const ITEM_HEIGHT = 35;
const LABEL_HEIGHT = 30;
const DIVIDER_HEIGHT = 9;
const ABOVE_DROPDOWN = 72;

/** A group's height in a dropdown: its label, its items and their dividers. */
const groupHeight = (group: MenuGroup) => LABEL_HEIGHT + group.items.length * ITEM_HEIGHT + group.items.filter((i) => i.separator).length * DIVIDER_HEIGHT;

/**
 * The groups of "more" in columns side by side, each no taller than `room` px, in order (a
 * group is never split): at 1366×768 the accounts chart and posting schemes were under the
 * screen's edge. A group taller than the room alone gets a column of its own (the dropdown scrolls).
 */
export function menuColumns<G extends MenuGroup>(groups: G[], room: number): G[][] {
  const columns: G[][] = [];
  let used = Infinity;
  for (const group of groups) {
    const height = groupHeight(group) + DIVIDER_HEIGHT;
    if (used + height > room) {
      columns.push([group]);
      used = height;
    } else {
      columns.at(-1)!.push(group);
      used += height;
    }
  }
  return columns;
}

function GroupItems({ group }: { group: MenuGroup }) {
  const { t } = useTranslation();
  return group.items.map((item) => (
    <Fragment key={item.key}>
      <Menu.Item component={Link} to={item.path}>
        {t(`menu.item.${item.key}`)}
      </Menu.Item>
      {item.separator && <Menu.Divider />}
    </Fragment>
  ));
}

/**
 * One dropdown per menu group (wide screens; the side menu has the same entries). The groups that
 * do not fit beside the company name and the period (a laptop, the longer Cyrillic names) move
 * into a last "more" dropdown, so no menu runs under another part of the bar.
 */
export function TopMenus({ groups }: { groups: MenuGroup[] }) {
  const { t, i18n } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(groups.length);

  useLayoutEffect(() => {
    const el = bar.current;
    if (!el) return;
    const measure = () => {
      const widths = [...el.querySelectorAll<HTMLElement>('[data-menu-group]')].map((b) => b.offsetWidth);
      const more = el.querySelector<HTMLElement>('[data-menu-more]')?.offsetWidth ?? 0;
      setShown(menusThatFit(widths, el.clientWidth, more));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [groups, i18n.language]);

  const rest = groups.slice(shown);
  const { height } = useViewportSize();
  // the room under the bar; before the first measure (0) one column
  const room = height > 0 ? height - ABOVE_DROPDOWN : Infinity;
  // any dropdown scrolls rather than run under the screen's edge
  const dropdownStyle: CSSProperties = { maxHeight: height > 0 ? height - ABOVE_DROPDOWN : undefined, overflowY: 'auto' };
  return (
    <Group ref={bar} gap={GAP} wrap="nowrap" component="nav" aria-label={t('nav.menu')} w="100%" style={{ position: 'relative', overflow: 'hidden' }}>
      {groups.map((group, index) => (
        <Menu key={group.key} position="bottom-start" withinPortal trigger="click-hover" openDelay={80} closeDelay={150}>
          <Menu.Target>
            <Button
              variant="subtle"
              color="gray"
              size="compact-sm"
              rightSection={<Chevron />}
              data-menu-group={group.key}
              data-topbar-part={index < shown ? 'menu' : undefined}
              style={{ flexShrink: 0, ...(index < shown ? {} : offBar) }}
              tabIndex={index < shown ? undefined : -1}
            >
              {t(`menu.group.${group.key}`)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown style={dropdownStyle}>
            <GroupItems group={group} />
          </Menu.Dropdown>
        </Menu>
      ))}
      <Menu position="bottom-end" withinPortal trigger="click-hover" openDelay={80} closeDelay={150}>
        <Menu.Target>
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            rightSection={<Chevron />}
            data-menu-more
            data-testid="topbar-more"
            data-topbar-part={rest.length > 0 ? 'menu' : undefined}
            style={{ flexShrink: 0, ...(rest.length > 0 ? {} : offBar) }}
            tabIndex={rest.length > 0 ? undefined : -1}
          >
            {t('nav.more')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown style={dropdownStyle} data-testid="topbar-more-menu">
          <Group align="flex-start" gap="xs" wrap="nowrap">
            {menuColumns(rest, room).map((column) => (
              <Stack key={column[0]!.key} gap={0} miw={180} data-menu-column>
                {column.map((group, index) => (
                  <Fragment key={group.key}>
                    {index > 0 && <Menu.Divider />}
                    <Menu.Label>{t(`menu.group.${group.key}`)}</Menu.Label>
                    <GroupItems group={group} />
                  </Fragment>
                ))}
              </Stack>
            ))}
          </Group>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
