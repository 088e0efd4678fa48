import { randomUUID } from 'node:crypto';
import type { XmlData, XmlJob } from '@knjige/contract';
import { exportFileName, isAbroad } from '@knjige/domain';
import type { Db } from '../../platform/db/client';
import { AppError, conflict, notFound } from '../../platform/errors';
import type { Session } from '../../platform/auth/tokens';
import { collectEmbeddedPdfs } from './embedded-pdfs';
import { buildInvoiceXml } from './ubl-invoice';
import { loadXmlData } from './xml-data';
import { failStaleXmlJob, findXmlJob, finishXmlJob, insertXmlJob, xmlOfJob } from './xml-jobs.repo';

/** A job still in progress this long after it started died with its server (no instance will finish it). */
export const XML_JOB_STALE_MS = 5 * 60_000;

/**
 * What SEF refuses that the document itself allows: the failure the job reports, before any XML
 * is written. Keys are translated by the web's XML page.
 */
export function sefProblems(data: XmlData): string[] {
  // a buyer abroad is not on SEF: that is the whole answer, not a missing PIB or address
  if (isAbroad(data.buyer.drzava)) return ['error.xml.buyer-abroad'];
  const problems: string[] = [];
  if (data.items.length === 0) problems.push('error.xml.no-items');
  if (!data.seller.pib) problems.push('error.xml.seller-pib');
  if (!data.buyer.pib) problems.push('error.xml.buyer-pib');
  if (!data.buyer.mesto || !data.buyer.postcode) problems.push('error.xml.buyer-address');
  if (!data.document.tracun) problems.push('error.xml.account');
  if (data.buyer.jbkjs && !data.document.brojNarudzbenice && !data.document.brojUgovora) problems.push('error.xml.public-sector-reference');
  return problems;
}

/** How the job gathers the PDFs it embeds (the benchmark gives its own). */
export type CollectPdfs = typeof collectEmbeddedPdfs;

/** Builds the XML and stores it, or stores why it failed; never throws. */
async function run(db: Db, uuid: string, companyId: number, data: XmlData, collect: CollectPdfs): Promise<void> {
  try {
    const problems = sefProblems(data);
    if (problems.length > 0) throw new Error(problems.join('\n'));
    const files = await collect(db, companyId, data);
    const xml = buildInvoiceXml(data, files);
    await db.transaction((tx) => finishXmlJob(tx, uuid, { status: 'succeeded', xml }));
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    await db.transaction((tx) => finishXmlJob(tx, uuid, { status: 'failed', message })).catch(() => undefined);
  }
}

/**
 * `POST /v1/xml/{vDoc}/{docId}`: checks the document can be sent (404 another company's or a family
 * SEF does not take, 409 a draft or a storno never exported), records the job and builds the XML
 * after answering. The job's state is in the database, so any instance answers the poll.
 */
export async function startXmlJob(db: Db, session: Session, vDoc: string, docId: number, collect: CollectPdfs = collectEmbeddedPdfs): Promise<string> {
  const data = await loadXmlData(db, session.companyId, vDoc, docId);
  const uuid = randomUUID();
  await db.transaction((tx) => insertXmlJob(tx, { uuid, companyId: session.companyId, userId: session.userId, vDoc: data.document.vDoc, docId, kind: data.document.kind, broj: data.document.broj }));
  setImmediate(() => void run(db, uuid, session.companyId, data, collect));
  return uuid;
}

/** The company's job, or 404. */
async function jobOf(db: Db, companyId: number, uuid: string) {
  const job = await findXmlJob(db, companyId, uuid);
  if (!job) throw notFound();
  return job;
}

/** `GET /v1/xml/status/{uuid}`: the job of this company (404 otherwise); one whose server died is failed. */
export async function xmlJobStatus(db: Db, companyId: number, uuid: string, now = Date.now()): Promise<XmlJob> {
  const job = await jobOf(db, companyId, uuid);
  let { status, message } = job;
  if (status === 'in-progress' && now - job.createdAt.getTime() > XML_JOB_STALE_MS) {
    status = 'failed';
    const interrupted = 'error.xml.interrupted';
    message = interrupted;
    await db.transaction((tx) => failStaleXmlJob(tx, uuid, interrupted, new Date(now)));
  }
  return { uuid: job.uuid, status, kind: job.kind, fileName: exportFileName(job.broj), message };
}

/** `GET /v1/xml/{uuid}`: the finished XML and its file name (409 while it is not done, with its failure when it failed). */
export async function xmlJobFile(db: Db, companyId: number, uuid: string): Promise<{ fileName: string; xml: string }> {
  const job = await jobOf(db, companyId, uuid);
  if (job.status === 'failed') throw new AppError(409, 'error.xml.failed', undefined, { reason: job.message ?? '' });
  const xml = job.status === 'succeeded' ? await xmlOfJob(db, uuid) : null;
  if (!xml) throw conflict('error.xml.not-ready');
  return { fileName: exportFileName(job.broj), xml };
}
