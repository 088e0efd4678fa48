import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The simulators' boundary (eslint.config.js): the server's code never loads a simulator (tests and
 * benchmarks start one), and a simulator never imports the server's code (what both need is the
 * contract, packages/contract).
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

/** The messages of `no-restricted-imports` on `code` as if it were the file `file` (from the repository root). */
async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the simulators stand apart from the server', () => {
  it('fails the server importing a simulator, by package or by path; a test may', { timeout: 60_000 }, async () => {
    const code = "import { startSefSimulator } from '@knjige/simulators/sef';\nimport { startNbsSimulator } from '../../../../simulators/src/nbs';\nexport const x = [startSefSimulator, startNbsSimulator];\n";
    const errors = await importErrors('apps/server/src/integrations/sef/planted.ts', code);
    expect(errors).toHaveLength(2);
    for (const message of errors) expect(message).toContain('The server does not load a simulator');
    expect(await importErrors('apps/server/src/integrations/sef/planted.test.ts', code)).toEqual([]);
  });

  it('fails a simulator importing the server', { timeout: 60_000 }, async () => {
    const code = "import { SefClient } from '../../../server/src/integrations/sef/sef-client';\nexport const x = SefClient;\n";
    const errors = await importErrors('apps/simulators/src/sef/planted.ts', code);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('A simulator imports no server code');
    // the contract is what they share
    expect(await importErrors('apps/simulators/src/sef/planted.ts', "import { SEF_RATE_LIMIT } from '@knjige/contract';\nexport const x = SEF_RATE_LIMIT;\n")).toEqual([]);
  });
});
