import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../platform/http';

/**
 * Sends started by hand go on after the route's 202 (a slow service never holds the request, the
 * page follows the row's status); a closing server lets them finish. `run` starts one, its
 * failure logged with `what`.
 */
export function uploadsAfterAnswer(app: App): (upload: () => Promise<unknown>, log: FastifyBaseLogger, what: string) => void {
  const uploads = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...uploads]);
  });
  return (upload, log, what) => {
    const running = upload()
      .catch((err: unknown) => log.error({ err }, what))
      .finally(() => uploads.delete(running));
    uploads.add(running);
  };
}
