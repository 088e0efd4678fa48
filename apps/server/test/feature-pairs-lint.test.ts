import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The lint rule `knjige/feature-pairs` (eslint.config.js): a web feature imports another only when
 * that one imports nothing of it. The planted files import a feature that already imports theirs
 * (articles → article-groups, documents → files); the other direction is read from the files on disk.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of the rule on `code` as if it were the file `file` (from the repository root). */
async function pairErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'knjige/feature-pairs').map((m) => m.message);
}

describe('web features never import each other both ways', () => {
  it('fails an import of a feature that imports this one, through its public entry too', { timeout: 60_000 }, async () => {
    const errors = await pairErrors('apps/web/src/features/article-groups/planted.ts', "import { useVatRates } from '../articles';\nexport const x = useVatRates;\n");
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("'article-groups' imports 'articles'");
  });

  it('fails a type-only import, a re-export and a dynamic import, however the path is spelled', { timeout: 60_000 }, async () => {
    const code = "import type { DocRow } from '../../features/documents/types';\nexport * from '../files/../documents/api';\nexport const page = () => import('../documents/document-page');\nexport type Row = DocRow;\n";
    expect(await pairErrors('apps/web/src/features/files/planted.ts', code)).toHaveLength(3);
  });

  it('passes one direction and shared/', { timeout: 60_000 }, async () => {
    expect(await pairErrors('apps/web/src/features/article-groups/planted.ts', "import { komMestoComboSource } from '../places';\nimport { docPaths } from '../../shared/documents/paths';\nexport const x = [komMestoComboSource, docPaths];\n")).toEqual([]);
    expect(await pairErrors('apps/web/src/features/documents/planted.ts', "import { AttachmentsPanel } from '../files';\nexport const x = AttachmentsPanel;\n")).toEqual([]);
  });
});
