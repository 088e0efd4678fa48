import { eq } from 'drizzle-orm';
import type { Reader, Tx } from '../db/client';
import { appSecrets } from '../db/schema';

/** A secret generated once per installation and kept in the database (shared by every instance). */
export async function getOrCreateSecret(db: Tx, name: string, create: () => string): Promise<string> {
  const [found] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  if (found) return found.value;
  await db.insert(appSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [stored] = await db.select().from(appSecrets).where(eq(appSecrets.name, name));
  return stored!.value;
}

/** A stored secret's value (undefined: not generated yet). */
export async function secretValue(db: Reader, name: string): Promise<string | undefined> {
  const [found] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return found?.value;
}
