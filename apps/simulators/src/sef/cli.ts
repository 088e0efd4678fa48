import { startSefSimulator } from './sim-server';

/** `npm run sef-sim`: the SEF and eOtpremnica simulator on SEF_SIM_PORT (default 3939) for a demo; point SEF_BASE_URL at it. */
const port = Number(process.env.SEF_SIM_PORT ?? 3939);
const sim = await startSefSimulator({ port, host: process.env.SEF_SIM_HOST ?? '127.0.0.1', logger: process.env.SEF_SIM_LOG === '1' });
console.log(`SEF simulator on ${sim.url} (page: ${sim.url}/). Start the product with SEF_BASE_URL=${sim.url} EOTPREMNICA_BASE_URL=${sim.eotpUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void sim.close().then(() => process.exit(0)));
