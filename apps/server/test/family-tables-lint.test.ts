import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule `knjige/family-tables` (eslint-rules/family-tables.mjs): a family's tables are read
 * only inside the family's folder, however the relative path is spelled and whether taken from the
 * family's `*.tables` module or by name from the schema barrel; a listed exception passes.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the rule on `code` as if it were the file `file` (from the repository root). */
async function familyTableErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'knjige/family-tables').map((m) => m.message);
}

describe('a family’s tables stay in the family', () => {
  it('fails an import of another family’s tables from an integration, through any relative path', { timeout: 60_000 }, async () => {
    const errors = await familyTableErrors('apps/server/src/integrations/sef/purchase/planted.ts', "import { docUr } from '../../../documents/ur/ur.tables';\nimport { docZrn } from '../../../ledgers/../documents/zrn/./zrn.tables';\nexport const x = [docUr, docZrn];\n");
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('documents/ur/');
    expect(errors[1]).toContain('documents/zrn/');
  });

  it('fails a re-export and one from another family’s folder', { timeout: 60_000 }, async () => {
    expect(await familyTableErrors('apps/server/src/ledgers/planted.ts', "export * from '../documents/knz/knz.tables';\n")).toHaveLength(1);
    expect(await familyTableErrors('apps/server/src/documents/fak/planted.ts', "import { docUr } from '../ur/ur.tables';\nexport const x = docUr;\n")).toHaveLength(1);
  });

  it('fails a family’s table taken by name from the schema barrel anywhere outside the family, a namespace import of the barrel too', { timeout: 60_000 }, async () => {
    const fromBarrel = "import { docKnz, docUr, periods } from '../../../platform/db/schema';\nexport const x = [docKnz, docUr, periods];\n";
    const errors = await familyTableErrors('apps/server/src/integrations/sef/purchase/planted.ts', fromBarrel);
    expect(errors).toHaveLength(2);
    expect(errors.join(' ')).toContain('documents/knz/');
    expect(errors.join(' ')).toContain('documents/ur/');
    expect(await familyTableErrors('apps/server/src/ledgers/planted.ts', "import { docZrnItems as lines } from '../platform/db/schema';\nexport const x = lines;\n")).toHaveLength(1);
    expect(await familyTableErrors('apps/server/src/documents/fak/planted.ts', "import { docUr } from '../../platform/db/schema';\nexport const x = docUr;\n")).toHaveLength(1);
    expect(await familyTableErrors('apps/server/src/reports/planted.ts', "import * as schema from '../platform/db/schema';\nexport const x = schema;\n")).toHaveLength(1);
  });

  it('passes master data from the barrel, a test reading any table, and the SEF purchase booking that asks the registry', { timeout: 60_000 }, async () => {
    expect(await familyTableErrors('apps/server/src/integrations/sef/purchase/planted.ts', "import { periods, artMain } from '../../../platform/db/schema';\nexport const x = [periods, artMain];\n")).toEqual([]);
    expect(await familyTableErrors('apps/server/src/integrations/sef/purchase/planted.test.ts', "import { docKnod } from '../../../platform/db/schema';\nexport const x = docKnod;\n")).toEqual([]);
  });

  it('passes the family’s own import and a listed exception', { timeout: 60_000 }, async () => {
    expect(await familyTableErrors('apps/server/src/documents/ur/planted.ts', "import { docUr } from './ur.tables';\nexport const x = docUr;\n")).toEqual([]);
    expect(await familyTableErrors('apps/server/src/documents/jci/jci.tables.ts', "import { docUr } from '../ur/ur.tables';\nexport const x = docUr;\n")).toEqual([]);
  });
});
