/** The NBS exchange-rate service's simulator (`npm run nbs-sim`, or in a test's own process). */
export { NbsSimState, registerNbsSim, SIM_BASE_RATES, startNbsSimulator, type NbsSimulator, type SimRate } from './nbs-sim';
