import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule `knjige/server-floors` (eslint.config.js, floors in scripts/server-floors.mjs): a
 * server file imports only from its own floor or a lower one, type-only imports included, however
 * the relative path is spelled; the schema barrel is the one importer left out.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the rule on `code` as if it were the file `file` (from the repository root). */
async function floorErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'knjige/server-floors').map((m) => m.message);
}

describe('the server’s floors', () => {
  it('fails an import that runs back up: the ledgers taking the document registry, a type included, through any path', { timeout: 60_000 }, async () => {
    const errors = await floorErrors(
      'apps/server/src/ledgers/planted.ts',
      "import { documentFamilies } from '../documents/documents.module';\nimport type { DocumentFamily } from '../master/../documents/./family';\nexport const x: DocumentFamily[] = documentFamilies;\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('ledgers does not import from documents');
  });

  it('fails master data reaching the integrations, a re-export and the app', { timeout: 60_000 }, async () => {
    expect(await floorErrors('apps/server/src/master/clients/planted.ts', "export * from '../../integrations/sef/sef-outbox';\n")).toHaveLength(1);
    expect(await floorErrors('apps/server/src/master/users/planted.ts', "import { seed } from '../../seed/seed';\nexport const x = seed;\n")).toHaveLength(1);
    expect(await floorErrors('apps/server/src/documents/planted.ts', "export const load = () => import('../outputs/xml/xml-data');\n")).toHaveLength(1);
  });

  it('passes imports down and within a floor, and the schema barrel', { timeout: 60_000 }, async () => {
    expect(
      await floorErrors(
        'apps/server/src/documents/planted.ts',
        "import { postStock } from '../ledgers/stock';\nimport { findPeriod } from '../master/periods/period';\nimport { documentRepo } from './document.repo';\nexport const x = [postStock, findPeriod, documentRepo];\n",
      ),
    ).toEqual([]);
    expect(await floorErrors('apps/server/src/platform/db/schema.ts', "export * from '../../documents/ur/ur.tables';\n")).toEqual([]);
  });
});
