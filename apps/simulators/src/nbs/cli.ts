import { startNbsSimulator } from './nbs-sim';

/** `npm run nbs-sim`: the NBS exchange-rate service's simulator on NBS_SIM_PORT (default 3940) for a demo; point NBS_BASE_URL at it. */
const port = Number(process.env.NBS_SIM_PORT ?? 3940);
const sim = await startNbsSimulator({ port, host: process.env.NBS_SIM_HOST ?? '127.0.0.1' });
console.log(`NBS simulator on ${sim.url}. Start the product with NBS_BASE_URL=${sim.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sim.close().then(() => process.exit(0)));
