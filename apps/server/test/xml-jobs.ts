import { expect } from 'vitest';
import type { XmlJob } from '@knjige/contract';
import type { documents } from './documents';

type Calls = Pick<ReturnType<typeof documents>, 'call' | 'get'>;

/** The XML job once it is no longer in progress: its status polled every 10 ms, at most 200 times. */
export async function finishedXmlJob(d: Calls, uuid: string): Promise<XmlJob> {
  for (let i = 0; i < 200; i++) {
    const job: XmlJob = (await d.get(`/v1/xml/status/${uuid}`)).data;
    if (job.status !== 'in-progress') return job;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`the XML job ${uuid} did not finish`);
}

/** Starts the XML job of a document (201) and waits for its end: the finished job, succeeded or failed. */
export async function runXmlJob(d: Calls, vDoc: string, docId: number): Promise<XmlJob> {
  const res = await d.call('POST', `/v1/xml/${vDoc}/${docId}`);
  expect(res.statusCode, res.body).toBe(201);
  return finishedXmlJob(d, res.json().uuid);
}

/** The XML a document's job made; the job must succeed (its message shown if it did not). */
export async function generatedXml(d: Calls, vDoc: string, docId: number): Promise<string> {
  const job = await runXmlJob(d, vDoc, docId);
  expect(job.status, job.message ?? '').toBe('succeeded');
  const file = await d.call('GET', `/v1/xml/${job.uuid}`);
  expect(file.statusCode, file.body).toBe(200);
  return file.body;
}
