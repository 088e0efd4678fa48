import { spawn } from 'node:child_process';
import path from 'node:path';

const serverEntry = path.resolve(import.meta.dirname, '../src/server.ts');

/**
 * The server as a command starts it (its own process, from source), in `cwd` with `env` over a
 * quiet, no-daily-backup base; resolves once it prints the address it listens on.
 */
export async function spawnServer(cwd: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
    cwd,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', BACKUP_TIME: 'off', JWT_SECRET: 'test-secret-test-secret-test-secret', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const check = () => {
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', check);
    void exited.then((code) => reject(new Error(`the server exited (${code}) before it listened:\n${output}`)));
  });
  return {
    url,
    output: () => output,
    /** SIGKILL, as a crash: returns at once (the process may not be gone yet). */
    kill() {
      child.kill('SIGKILL');
    },
    /** SIGTERM, and its exit code. */
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}
