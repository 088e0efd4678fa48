import { Group, Text, Tooltip } from '@mantine/core';
import { Link } from 'react-router';
import { BRAND } from '../brand';
import { initialsOf } from './company-name';

/** The widest the company name gets in the top bar: about 24 characters of a bold name. */
const NAME_MAX = '15rem';

/** An open ledger: the mark next to the brand. */
function LogoMark() {
  return (
    <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false" style={{ flexShrink: 0 }}>
      <rect x="2" y="5" width="28" height="22" rx="3" fill="var(--mantine-color-teal-6)" />
      <path d="M16 8v16M6 10h7M6 14h7M6 18h5M19 10h7M19 14h7M19 18h5" stroke="white" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The home link named as it reads: the company (or the brand). The name keeps its own width up to
 * NAME_MAX and ends in an ellipsis beyond it; on a phone it shrinks to its initials. The full name
 * is in the tooltip, the title and the link's name.
 */
export function Logo({ label = BRAND }: { label?: string }) {
  return (
    <Tooltip label={label} openDelay={300} events={{ hover: true, focus: true, touch: true }}>
      <Link to="/" style={{ textDecoration: 'none', color: 'inherit', flexShrink: 0 }} aria-label={label}>
        <Group gap={8} wrap="nowrap">
          <LogoMark />
          <Text fw={700} size="lg" truncate="end" visibleFrom="sm" maw={NAME_MAX} title={label} data-topbar-part="company">
            {label}
          </Text>
          <Text fw={700} size="lg" hiddenFrom="sm" aria-hidden="true">
            {initialsOf(label)}
          </Text>
        </Group>
      </Link>
    </Tooltip>
  );
}
