// Loaded into a server process by the crash test (node --import): the moment SEF's answer to an
// upload arrives, accepted, the process dies as a kill -9 would, before the server reads the
// answer or stores anything of it (sef-crash.test.ts).
import fs from 'node:fs';

const originalFetch = globalThis.fetch;
globalThis.fetch = async (input, init) => {
  const response = await originalFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (/\/sales-invoice\/ubl$/i.test(url.pathname) && response.ok) {
    fs.writeSync(2, 'crash hook: SEF accepted the upload; killing the server\n');
    process.kill(process.pid, 'SIGKILL');
  }
  return response;
};
