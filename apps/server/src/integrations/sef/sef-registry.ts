import type { Db } from '../../platform/db/client';
import type { SefClient } from './sef-client';
import type { SefRuntime } from './sef-runtime';
import { keepRegistryAnswer, registryAnswerSince } from './sef-registry.repo';

export interface RegistryBuyer {
  pib: string;
  mb: string;
  jbkjs: string;
}

/**
 * Whether the buyer takes e-invoices on SEF: SEF's registry answer, kept a day per company, PIB
 * and JBKJS (a buyer that registers today is sent to from tomorrow at the latest).
 */
export async function buyerOnSef(db: Db, runtime: SefRuntime, client: SefClient, companyId: number, buyer: RegistryBuyer, now = new Date()): Promise<boolean> {
  const name = `${companyId} ${buyer.pib} ${buyer.jbkjs}`;
  const asked = runtime.registryAsked.get(name);
  if (asked) return asked;
  const answer = lookUp(db, runtime, client, companyId, buyer, now).finally(() => runtime.registryAsked.delete(name));
  runtime.registryAsked.set(name, answer);
  return answer;
}

async function lookUp(db: Db, runtime: SefRuntime, client: SefClient, companyId: number, buyer: RegistryBuyer, now: Date): Promise<boolean> {
  const kept = await registryAnswerSince(db, companyId, buyer, new Date(now.getTime() - runtime.registryTtlMs));
  if (kept) return kept.registered;
  const registered = await client.isCompanyRegistered({ vatNumber: buyer.pib, registrationNumber: buyer.mb, jbkjs: buyer.jbkjs || null });
  await db.transaction((tx) => keepRegistryAnswer(tx, companyId, buyer, registered, now));
  return registered;
}
