import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The routes files' lint rules (eslint.config.js, `apps/server/src/**\/*.routes.ts`): a routes file
 * calls services, so it imports no repository and opens no transaction; a service does both. And a
 * repository (`*.repo.ts`) takes a Reader or a Tx, never the database.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the two rules on `code` as if it were the file `file` (from the repository root). */
async function routeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

describe('a routes file calls services', () => {
  it('fails an import of a repository, however the path is spelled', { timeout: 60_000 }, async () => {
    const errors = await routeErrors(
      'apps/server/src/master/articles/planted.routes.ts',
      "import { findArticle } from './art-main.repo';\nimport { chartPage } from '../chart/../chart/chart.repo';\nexport const x = [findArticle, chartPage];\n",
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('never a repository');
  });

  it('fails a transaction opened in a route', { timeout: 60_000 }, async () => {
    const code = "import type { Db } from '../../platform/db/client';\nexport const save = (db: Db) => db.transaction(async () => 1);\n";
    const errors = await routeErrors('apps/server/src/master/articles/planted.routes.ts', code);
    expect(errors).toEqual(['A routes file opens no transaction: a service function opens it and calls the repository.']);
    // the same code in a service passes
    expect(await routeErrors('apps/server/src/master/articles/planted.service.ts', code)).toEqual([]);
  });

  it('fails a repository taking the database instead of a Reader or a Tx', { timeout: 60_000 }, async () => {
    const code = "import type { Db } from '../../platform/db/client';\nexport const count = (db: Db) => db.$count(db.select().from({} as never));\n";
    expect(await routeErrors('apps/server/src/master/articles/planted.repo.ts', code)).toEqual([
      'A repository takes a Reader (it reads) or a Tx (it writes or locks), not the database: the service opens the transaction.',
    ]);
    // a service may hold the database (it opens the transactions)
    expect(await routeErrors('apps/server/src/master/articles/planted.service.ts', code)).toEqual([]);
  });

  it('passes a routes file that imports its service', { timeout: 60_000 }, async () => {
    expect(await routeErrors('apps/server/src/master/articles/planted.routes.ts', "import { articlePage } from './art-main.service';\nexport const x = articlePage;\n")).toEqual([]);
  });
});
