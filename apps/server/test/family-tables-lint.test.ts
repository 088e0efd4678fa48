import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule `knjige/family-tables` (eslint.config.js): a family's `*.tables` module is imported
 * only inside the family's folder, however the relative path is spelled; a listed exception passes.
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

  it('fails a family’s table taken from the schema barrel in integrations/ or outputs/, whatever the path (the corrections’ tables too)', { timeout: 60_000 }, async () => {
    const [result] = await eslint.lintText("import { docKnz, docUr } from '../../../platform/db/schema';\nexport const x = [docKnz, docUr];\n", { filePath: path.join(root, 'apps/server/src/integrations/sef/purchase/planted.ts') });
    expect((result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports')).toHaveLength(2);
  });

  it('passes the family’s own import and a listed exception', { timeout: 60_000 }, async () => {
    expect(await familyTableErrors('apps/server/src/documents/ur/planted.ts', "import { docUr } from './ur.tables';\nexport const x = docUr;\n")).toEqual([]);
    expect(await familyTableErrors('apps/server/src/documents/jci/jci.tables.ts', "import { docUr } from '../ur/ur.tables';\nexport const x = docUr;\n")).toEqual([]);
  });
});
