import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { FILE_CHUNK_BYTES } from '@knjige/contract';
import { useTestApp } from '../../../test/harness';
import { sessions } from '../../../test/sessions';
import { documents, goodsSetup } from '../../../test/documents';
import { chunkForm, chunksOfBytes, pdfBytes } from '../../../test/files';
import { fileChunks, files } from './files.tables';
import { documentAttachmentPdfs } from './attachments';
import { filesService } from './files.service';
import { loadConfig } from '../../platform/config';

const t = useTestApp();
let auth: Awaited<ReturnType<typeof sessions>>;
const d = documents(t, () => auth.user);
let buyer: number;
let service: number;

beforeEach(async () => {
  auth = await sessions(t.database);
  ({ buyer } = await goodsSetup(d));
  service = await d.article('usluga', 'US1', 2000);
});

type Who = keyof typeof auth;
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, who: Who = 'user') =>
  t.app.inject({ method, url, headers: auth[who], payload: payload as never });

/** The file record of `bytes` (name, mime, size, chunk count): its uuid. */
async function createFile(bytes: Buffer, name = 'ugovor.pdf', who: Who = 'user') {
  const res = await inject('POST', '/v1/files', { name, mime: 'application/pdf', size: bytes.length, chunksCount: chunksOfBytes(bytes).length }, who);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().uuid as string;
}

function putChunk(uuid: string, chunk: Buffer, chunkIndex: number, chunksCount: number, retry = 0, who: Who = 'user') {
  const form = chunkForm(chunk, { chunkIndex, chunksCount, retry });
  return t.app.inject({ method: 'PUT', url: `/v1/files/${uuid}`, payload: form.payload, headers: { ...form.headers, ...auth[who] } });
}

/** Creates the file and sends every chunk: its uuid, the file finished. */
async function upload(bytes: Buffer, name = 'ugovor.pdf', who: Who = 'user') {
  const uuid = await createFile(bytes, name, who);
  const chunks = chunksOfBytes(bytes);
  for (const [i, chunk] of chunks.entries()) {
    const res = await putChunk(uuid, chunk, i, chunks.length, 0, who);
    expect(res.statusCode, res.body).toBe(200);
  }
  return uuid;
}

const status = async (uuid: string) => (await inject('GET', `/v1/files/${uuid}/status`)).json().data;
const storedChunks = async (uuid: string) => {
  const [file] = await t.database.db.select({ id: files.id }).from(files).where(eq(files.uuid, uuid));
  return t.database.db.select({ chunkIndex: fileChunks.chunkIndex, size: fileChunks.size }).from(fileChunks).where(eq(fileChunks.fileId, file!.id)).orderBy(fileChunks.chunkIndex);
};

/** A draft services invoice (no stock needed) with one line. */
async function invoice(rbroj: number) {
  const id = await d.create('doc-prod', { vSubDoc: 'usluga', rbroj, datum: '2024-03-01', magId: null, komId: buyer, datumDospeca: '2024-03-01', datumIsporuke: '2024-03-01', datumPrometa: '2024-03-01' });
  await d.item('doc-prod', id, { artId: service, kolicina: 1_000, prodCena: 10_000 });
  return id;
}

describe('chunked PDF upload', () => {
  it('creates, takes 256 KiB chunks in any order, reports the status, attaches, lists, previews, detaches and deletes', async () => {
    const bytes = pdfBytes(2 * FILE_CHUNK_BYTES + 1000);
    const uuid = await createFile(bytes, 'Ugovor o prodaji.pdf');
    expect(await status(uuid)).toEqual({ uuid, status: 'in-progress', chunksCount: 3, chunksReceived: 0 });

    const chunks = chunksOfBytes(bytes);
    expect(chunks.map((c) => c.length)).toEqual([262_144, 262_144, 1000]);
    let res = await putChunk(uuid, chunks[2]!, 2, 3);
    expect(res.json().data).toEqual({ uuid, status: 'in-progress', chunksCount: 3, chunksReceived: 1 });
    res = await putChunk(uuid, chunks[0]!, 0, 3);
    expect(res.json().data).toMatchObject({ status: 'in-progress', chunksReceived: 2 });
    res = await putChunk(uuid, chunks[1]!, 1, 3);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ uuid, status: 'succeeded', chunksCount: 3, chunksReceived: 3 });
    expect(await status(uuid)).toEqual({ uuid, status: 'succeeded', chunksCount: 3, chunksReceived: 3 });

    const docId = await invoice(1);
    res = await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid });
    expect(res.statusCode, res.body).toBe(204);
    // attaching again to the same document changes nothing
    expect((await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid })).statusCode).toBe(204);

    const list = (await inject('GET', `/v1/doc-prod/${docId}/attachments`)).json().data;
    expect(list).toEqual([
      { uuid, name: 'Ugovor o prodaji.pdf', mime: 'application/pdf', size: 525_288, chunksCount: 3, status: 'uploaded', vDoc: 'prod', docId, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/) },
    ]);
    expect((await inject('GET', `/v1/files/${uuid}/retrieve`)).json().data).toEqual(list[0]);
    const found = (await inject('GET', '/v1/files/search?search=prodaji')).json();
    expect(found.data.map((f: { uuid: string }) => f.uuid)).toEqual([uuid]);
    expect(found.pagination).toMatchObject({ itemsCount: 1, filteredCount: 1 });
    expect((await inject('GET', '/v1/files/search?search=faktura')).json().pagination).toMatchObject({ itemsCount: 1, filteredCount: 0 });

    const preview = await inject('GET', `/v1/files/${uuid}/preview`);
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toBe(`inline; filename="Ugovor o prodaji.pdf"; filename*=UTF-8''Ugovor%20o%20prodaji.pdf`);
    expect(preview.rawPayload.equals(bytes)).toBe(true);

    // the SEF export reads the same bytes
    const pdfs = await documentAttachmentPdfs(t.database.db, 1, 'prod', docId);
    expect(pdfs.map((p) => p.fileName)).toEqual(['Ugovor o prodaji.pdf']);
    expect(pdfs[0]!.bytes.equals(bytes)).toBe(true);
    expect(await documentAttachmentPdfs(t.database.db, 2, 'prod', docId)).toEqual([]);

    expect((await inject('DELETE', `/v1/files/${uuid}/dettach`)).statusCode).toBe(204);
    expect((await inject('GET', `/v1/doc-prod/${docId}/attachments`)).json().data).toEqual([]);
    expect(await status(uuid)).toMatchObject({ status: 'succeeded' });
    expect((await inject('DELETE', `/v1/files/${uuid}/dettach`)).json()).toMatchObject({ message: 'error.file.not-attached' });
    // the document's history names the file once attached (the repeated attach changed nothing) and once detached
    const history = (await inject('GET', `/v1/doc-prod/${docId}/history`)).json().data as { action: string; detail: string | null }[];
    expect(history.map((e) => [e.action, e.detail])).toEqual([
      ['create', null],
      ['item-add', null],
      ['attach', 'Ugovor o prodaji.pdf'],
      ['detach', 'Ugovor o prodaji.pdf'],
    ]);

    expect((await inject('DELETE', `/v1/files/${uuid}`)).statusCode).toBe(204);
    expect((await inject('GET', `/v1/files/${uuid}/status`)).statusCode).toBe(404);
    expect(await t.database.db.$count(fileChunks)).toBe(0);
  });

  it('refuses a file that is not a PDF by its first bytes, whatever its name and declared type', async () => {
    const zip = Buffer.concat([Buffer.from('PK\u0003\u0004', 'latin1'), pdfBytes(3000)]);
    const uuid = await createFile(zip, 'racun.pdf');
    const res = await putChunk(uuid, zip, 0, 1);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ errors: { chunk: 'error.file.not-pdf' } });
    expect(await status(uuid)).toEqual({ uuid, status: 'in-progress', chunksCount: 1, chunksReceived: 0 });
    // a declared type other than PDF is refused before any byte
    const other = await inject('POST', '/v1/files', { name: 'slika.png', mime: 'image/png', size: 100, chunksCount: 1 });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ mime: 'error.mime.not-pdf' });
  });

  it('refuses a chunk index beyond the chunk count, a chunk over 256 KiB and a count other than the file has, storing nothing', async () => {
    const bytes = pdfBytes(FILE_CHUNK_BYTES + 10);
    const uuid = await createFile(bytes);
    let res = await putChunk(uuid, pdfBytes(10), 2, 2);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ chunkIndex: 'error.chunkIndex.out-of-range' });
    res = await putChunk(uuid, pdfBytes(10), 1, 3);
    expect(res.json().errors).toEqual({ chunksCount: 'error.chunksCount.mismatch' });
    res = await putChunk(uuid, pdfBytes(FILE_CHUNK_BYTES + 1), 0, 2);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'error.chunk.too-large', params: { max: 262_144 } });
    // 20 bytes where only 10 are left of the declared size
    await putChunk(uuid, bytes.subarray(0, FILE_CHUNK_BYTES), 0, 2);
    res = await putChunk(uuid, pdfBytes(20), 1, 2);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ chunk: 'error.chunk.over-size' });
    expect(await storedChunks(uuid)).toEqual([{ chunkIndex: 0, size: 262_144 }]);
    const wrongCount = await inject('POST', '/v1/files', { name: 'a.pdf', mime: 'application/pdf', size: FILE_CHUNK_BYTES + 10, chunksCount: 1 });
    expect(wrongCount.json().errors).toEqual({ chunksCount: 'error.chunksCount.mismatch' });
  });

  it('refuses a declared size over the limit (20 MiB by default)', async () => {
    const max = 20 * 1024 * 1024;
    const over = await inject('POST', '/v1/files', { name: 'veliki.pdf', mime: 'application/pdf', size: max + 1, chunksCount: 81 });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({ errors: { size: 'error.size.too-large' }, params: { max, maxMb: 20 } });
    const at = await inject('POST', '/v1/files', { name: 'veliki.pdf', mime: 'application/pdf', size: max, chunksCount: 80 });
    expect(at.statusCode).toBe(201);
    expect(await t.database.db.$count(files)).toBe(1);
  });

  it('takes the limit from the configuration (FILE_MAX_BYTES)', async () => {
    expect(loadConfig({ FILE_MAX_BYTES: '1000' }).fileMaxBytes).toBe(1000);
    expect(loadConfig({ FILE_MAX_BYTES: 'lots' }).fileMaxBytes).toBe(20 * 1024 * 1024);
    const small = filesService(t.database.db, t.database.kind, 1000);
    await expect(small.create(1, 1, { name: 'a.pdf', mime: 'application/pdf', size: 1001, chunksCount: 1 })).rejects.toMatchObject({ statusCode: 422, errors: { size: 'error.size.too-large' }, params: { max: 1000 } });
    expect(await small.create(1, 1, { name: 'a.pdf', mime: 'application/pdf', size: 1000, chunksCount: 1 })).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a retried chunk replaces its earlier copy; a chunk for a finished file is refused', async () => {
    const bytes = pdfBytes(FILE_CHUNK_BYTES + 500, 7);
    const uuid = await createFile(bytes);
    const [first, second] = chunksOfBytes(bytes);
    await putChunk(uuid, first!, 0, 2);
    // the first copy of chunk 0 was damaged on the way: the same length, other bytes
    const damaged = Buffer.from(first!);
    damaged.fill(0x41, 100, 200);
    await putChunk(uuid, damaged, 0, 2);
    let res = await putChunk(uuid, first!, 0, 2, 1);
    expect(res.json().data).toMatchObject({ status: 'in-progress', chunksReceived: 1 });
    res = await putChunk(uuid, second!, 1, 2);
    expect(res.json().data).toMatchObject({ status: 'succeeded', chunksReceived: 2 });
    expect((await inject('GET', `/v1/files/${uuid}/preview`)).rawPayload.equals(bytes)).toBe(true);

    res = await putChunk(uuid, second!, 1, 2, 1);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'error.file.finished' });
    expect(await storedChunks(uuid)).toEqual([
      { chunkIndex: 0, size: 262_144 },
      { chunkIndex: 1, size: 500 },
    ]);
  });

  it('refuses the chunk that would finish a file of another size than declared, and takes the right one after', async () => {
    const bytes = pdfBytes(FILE_CHUNK_BYTES + 500);
    const uuid = await createFile(bytes);
    const [first, second] = chunksOfBytes(bytes);
    await putChunk(uuid, first!.subarray(0, FILE_CHUNK_BYTES - 100), 0, 2);
    let res = await putChunk(uuid, second!, 1, 2);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ chunk: 'error.size.mismatch' });
    expect(await status(uuid)).toMatchObject({ status: 'in-progress', chunksReceived: 1 });
    expect((await inject('GET', `/v1/files/${uuid}/preview`)).statusCode).toBe(409);
    res = await putChunk(uuid, first!, 0, 2, 1);
    res = await putChunk(uuid, second!, 1, 2, 1);
    expect(res.json().data).toMatchObject({ status: 'succeeded' });
    expect((await inject('GET', `/v1/files/${uuid}/preview`)).rawPayload.equals(bytes)).toBe(true);
  });

  it("keeps companies apart: another company's file is 404, attaching to another company's document is 404", async () => {
    const docId = await invoice(1);
    const mine = await upload(pdfBytes(1000));
    const theirs = await upload(pdfBytes(1000), 'tudji.pdf', 'foreign');
    for (const url of [`/v1/files/${mine}/status`, `/v1/files/${mine}/retrieve`, `/v1/files/${mine}/preview`]) {
      expect((await inject('GET', url, undefined, 'foreign')).statusCode, url).toBe(404);
    }
    expect((await inject('DELETE', `/v1/files/${mine}`, undefined, 'foreign')).statusCode).toBe(404);
    expect((await putChunk(mine, pdfBytes(1000), 0, 1, 1, 'foreign')).statusCode).toBe(404);
    expect((await inject('GET', '/v1/files/search', undefined, 'foreign')).json().data.map((f: { uuid: string }) => f.uuid)).toEqual([theirs]);
    // their own file to our document, and our file to our document from their session
    let res = await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid: theirs }, 'foreign');
    expect(res.statusCode).toBe(404);
    res = await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid: mine }, 'foreign');
    expect(res.statusCode).toBe(404);
    expect((await inject('GET', `/v1/doc-prod/${docId}/attachments`, undefined, 'foreign')).statusCode).toBe(404);
    expect(await t.database.db.$count(files, eq(files.vDoc, 'prod'))).toBe(0);
    // a family without attachments, an unfinished file
    expect((await inject('POST', '/v1/files/attach', { vDoc: 'ur', docId, uuid: mine })).json().errors).toEqual({ vDoc: 'error.vDoc.invalid' });
    const unfinished = await createFile(pdfBytes(1000));
    expect((await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid: unfinished })).json()).toMatchObject({ message: 'error.file.not-finished' });
  });

  it('a file attached to a locked document can be neither deleted nor detached, and a locked document takes no new file', async () => {
    const docId = await invoice(1);
    const uuid = await upload(pdfBytes(2000));
    expect((await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid })).statusCode).toBe(204);
    await d.lock('doc-prod', docId);

    let res = await inject('DELETE', `/v1/files/${uuid}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'error.document.not-draft', params: { status: 'locked' } });
    res = await inject('DELETE', `/v1/files/${uuid}/dettach`);
    expect(res.statusCode).toBe(409);
    expect((await inject('GET', `/v1/doc-prod/${docId}/attachments`)).json().data.map((f: { uuid: string }) => f.uuid)).toEqual([uuid]);
    expect(await storedChunks(uuid)).toEqual([{ chunkIndex: 0, size: 2000 }]);

    const late = await upload(pdfBytes(1000));
    res = await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid: late });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: 'error.document.not-draft' });
    // the file stays free to attach elsewhere
    const other = await invoice(2);
    expect((await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId: other, uuid })).json()).toMatchObject({ message: 'error.file.attached' });
  });

  it('deleting a draft document deletes its attachments', async () => {
    const docId = await invoice(1);
    const uuid = await upload(pdfBytes(1500));
    await inject('POST', '/v1/files/attach', { vDoc: 'prod', docId, uuid });
    expect((await inject('DELETE', `/v1/doc-prod/${docId}`)).statusCode).toBe(204);
    expect((await inject('GET', `/v1/files/${uuid}/status`)).statusCode).toBe(404);
    expect(await t.database.db.$count(fileChunks)).toBe(0);
  });
});
