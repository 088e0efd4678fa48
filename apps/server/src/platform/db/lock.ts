import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The embedded database is one process's: a lock on its folder keeps a second process out (PGlite
 * has no lock of its own; two writers would lose data).
 *
 * The lock is a listening local socket named after the folder, which the operating system closes
 * the moment its process ends however it ends (kill -9, a crash, power kept on): a restart right
 * after a crash finds it free, never a file naming a process that is gone or a number another
 * process now has. On Linux the name is in the abstract socket namespace (no file at all; a second
 * bind fails at once), on Windows a named pipe; elsewhere a socket file in the temporary folder,
 * taken over when nothing answers on it. `.lock` in the folder names the holder's process id for
 * the message only.
 */
export class DataDirLockedError extends Error {}

interface Held {
  server: net.Server;
  holders: number;
}

/** The locks this process holds, by address: the same process may take its folder again. */
const held = new Map<string, Held>();

/** The socket address of a data folder's lock (the same for every spelling of the folder's path). */
export function lockAddress(dataDir: string): string {
  const key = createHash('sha256').update(fs.realpathSync(dataDir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return `\0knjige-data-${key}`;
  if (process.platform === 'win32') return `\\\\?\\pipe\\knjige-data-${key}`;
  return path.join(os.tmpdir(), `knjige-data-${key}.sock`);
}

function listen(address: string): Promise<net.Server | null> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', (err: NodeJS.ErrnoException) => (err.code === 'EADDRINUSE' ? resolve(null) : reject(err)));
    server.listen({ path: address, exclusive: true }, () => {
      server.unref();
      resolve(server);
    });
  });
}

/** Whether a process answers on a socket file (a file left by a process that is gone refuses the connection). */
function answers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ path: address });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function take(address: string): Promise<net.Server | null> {
  const server = await listen(address);
  if (server || address.startsWith('\0') || address.startsWith('\\\\')) return server;
  // a socket file: the process that made it may be gone
  if (await answers(address)) return null;
  fs.rmSync(address, { force: true });
  return listen(address);
}

function holderPid(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Takes the folder's lock (DataDirLockedError while another live process holds it); resolves to its release. */
export async function lockDataDir(dataDir: string): Promise<() => void> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  const address = lockAddress(dataDir);
  let mine = held.get(address);
  if (!mine) {
    const server = await take(address);
    if (!server) {
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another process (pid ${holderPid(file)}). Stop it first, or set DATA_DIR to another folder.`,
      );
    }
    mine = { server, holders: 0 };
    held.set(address, mine);
    fs.writeFileSync(file, String(process.pid));
  }
  mine.holders++;
  const lock = mine;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--lock.holders > 0) return;
    held.delete(address);
    fs.rmSync(file, { force: true });
    lock.server.close();
  };
}
