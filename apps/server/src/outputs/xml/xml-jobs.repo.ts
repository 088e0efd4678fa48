import { and, eq } from 'drizzle-orm';
import type { Reader, Tx } from '../../platform/db/client';
import { xmlJobs } from './xml.tables';

/** A new job, in progress. */
export async function insertXmlJob(db: Tx, job: typeof xmlJobs.$inferInsert): Promise<void> {
  await db.insert(xmlJobs).values(job);
}

/** The job's end: its XML, or why it failed. */
export async function finishXmlJob(db: Tx, uuid: string, end: { status: 'succeeded'; xml: string } | { status: 'failed'; message: string }, at = new Date()): Promise<void> {
  await db.update(xmlJobs).set({ ...end, finishedAt: at }).where(eq(xmlJobs.uuid, uuid));
}

/** A job still in progress marked failed (its server died); a job that finished meanwhile keeps its end. */
export async function failStaleXmlJob(db: Tx, uuid: string, message: string, at: Date): Promise<void> {
  await db.update(xmlJobs).set({ status: 'failed', message, finishedAt: at }).where(and(eq(xmlJobs.uuid, uuid), eq(xmlJobs.status, 'in-progress')));
}

/** The job's state without its XML (a poll reads no megabytes). */
const jobColumns = { uuid: xmlJobs.uuid, status: xmlJobs.status, kind: xmlJobs.kind, broj: xmlJobs.broj, message: xmlJobs.message, createdAt: xmlJobs.createdAt };

/** The company's job, or undefined. */
export async function findXmlJob(db: Reader, companyId: number, uuid: string) {
  const [job] = await db
    .select(jobColumns)
    .from(xmlJobs)
    .where(and(eq(xmlJobs.uuid, uuid), eq(xmlJobs.companyId, companyId)));
  return job;
}

/** The XML a job built. */
export async function xmlOfJob(db: Reader, uuid: string): Promise<string | null> {
  const [file] = await db.select({ xml: xmlJobs.xml }).from(xmlJobs).where(eq(xmlJobs.uuid, uuid));
  return file?.xml ?? null;
}
