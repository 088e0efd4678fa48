import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../platform/paths';
import { chartInsert } from '../../../scripts/chart/chart-migration';

describe('the chart of accounts migration', () => {
  it('inserts exactly what the chart data file says (the names transliterated, the kinds by class)', () => {
    const migration = fs.readFileSync(path.join(migrationsFolder, '0060_chart_of_accounts.sql'), 'utf8');
    expect(migration.slice(migration.indexOf('INSERT INTO "gl_account"'))).toBe(chartInsert());
    expect(chartInsert('5|Rashodi|Expenses\n*50|Grupa|Group')).toBe(
      `INSERT INTO "gl_account" ("konto", "parent", "level", "kind", "needs_client", "naziv", "naziv_cyr", "naziv_en") VALUES\n('5', NULL, 1, 'expense', false, 'Rashodi', 'Расходи', 'Expenses'),\n('50', '5', 2, 'expense', true, 'Grupa', 'Група', 'Group');`,
    );
  });
});
