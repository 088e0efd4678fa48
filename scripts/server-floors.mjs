// The server's floors, lowest first: one list that the lint rule `knjige/server-floors`
// (eslint.config.js) enforces and the code-health script (scripts/code-health.mjs) counts.
// A file of apps/server/src imports only from its own floor or a lower one; a lower floor that must
// reach a higher one at run time calls a port the app fills at start-up (docs/decisions.md#floors-and-boundaries). Each floor holds the top folders of apps/server/src it names; the files directly
// in src/ (app.ts, server.ts, wiring.ts) and any folder not listed are the app, the top floor.

export const SERVER_FLOORS = [
  { name: 'platform', folders: ['platform'] },
  { name: 'master data', folders: ['master'] },
  { name: 'ledgers', folders: ['ledgers'] },
  { name: 'documents', folders: ['documents'] },
  { name: 'reports', folders: ['reports'] },
  { name: 'outputs and integrations', folders: ['outputs', 'integrations'] },
  { name: 'app', folders: ['seed'] },
];

/** Importers left out (paths from apps/server/src): the schema barrel, the one list of every table the database layer is given. Tests (`*.test.ts`) are left out too: they build the whole app. */
export const FLOOR_EXCEPTIONS = ['platform/db/schema.ts'];

const APP = SERVER_FLOORS.length - 1;

/** The floor (index into SERVER_FLOORS) of a path relative to apps/server/src, with `/` separators. */
export function serverFloorOf(relative) {
  const parts = relative.split('/');
  if (parts.length === 1) return APP;
  const floor = SERVER_FLOORS.findIndex((f) => f.folders.includes(parts[0]));
  return floor === -1 ? APP : floor;
}
