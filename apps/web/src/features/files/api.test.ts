import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { UploadError, uploadPdf } from './api';

const UUID = '7f0c9a52-8a4e-4a7b-9a55-0c6a3f1d2e11';
// The chunks' bytes are checked by the browser flow (e2e/tests/attachments.spec.ts): jsdom's Blob
// does not reach Node's fetch as bytes, so only the fields are looked at here.
const sent: { chunkIndex: string; chunksCount: string; retry: string }[] = [];
let deleted = 0;
let failures: Record<string, { status: number; body: Record<string, unknown>; times: number }> = {};

/**
 * The text fields of a multipart body, read from its text: Node 24's `Request.formData()` refuses a
 * body whose file part it parses into a File that is not its own (jsdom's File is the global here).
 */
async function textFields(request: Request): Promise<Record<string, string>> {
  const fields: Record<string, string> = {};
  for (const [, name, value] of (await request.text()).matchAll(/name="([^"]+)"\r\n\r\n([^\r]*)\r\n/g)) {
    if (name !== undefined && value !== undefined) fields[name] = value;
  }
  return fields;
}

const server = setupServer(
  http.post('/v1/files', () => HttpResponse.json({ uuid: UUID }, { status: 201 })),
  http.put(`/v1/files/${UUID}`, async ({ request }) => {
    const form = await textFields(request);
    const fields = { chunkIndex: String(form.chunkIndex), chunksCount: String(form.chunksCount), retry: String(form.retry) };
    sent.push(fields);
    const failure = failures[fields.chunkIndex];
    if (failure && failure.times > 0) {
      failure.times--;
      return HttpResponse.json(failure.body, { status: failure.status });
    }
    return HttpResponse.json({ data: { uuid: UUID, status: 'in-progress', chunksCount: 3, chunksReceived: 1 } });
  }),
  http.delete(`/v1/files/${UUID}`, () => {
    deleted++;
    return new HttpResponse(null, { status: 204 });
  }),
  http.get(`/v1/files/${UUID}/status`, () => HttpResponse.json({ data: { uuid: UUID, status: 'succeeded', chunksCount: 3, chunksReceived: 3 } })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  failures = {};
  deleted = 0;
});
afterAll(() => server.close());

const file = () => new File([new Uint8Array(2 * 262_144 + 100)], 'ugovor.pdf', { type: 'application/pdf' });

describe('uploadPdf', () => {
  it('sends 256 KiB chunks in order, sends a chunk again after a server fault with retry counted, and reports progress', async () => {
    failures = { '1': { status: 503, body: { message: 'error.internal' }, times: 1 } };
    const progress: string[] = [];
    expect(await uploadPdf(file(), (done, count) => progress.push(`${done}/${count}`))).toBe(UUID);
    expect(sent).toEqual([
      { chunkIndex: '0', chunksCount: '3', retry: '0' },
      { chunkIndex: '1', chunksCount: '3', retry: '0' },
      { chunkIndex: '1', chunksCount: '3', retry: '1' },
      { chunkIndex: '2', chunksCount: '3', retry: '0' },
    ]);
    expect(progress).toEqual(['1/3', '2/3', '3/3']);
    expect(deleted).toBe(0);
  });

  it('stops at a refused chunk, names it and deletes the unfinished file', async () => {
    failures = { '1': { status: 422, body: { message: 'error.validation', errors: { chunk: 'error.chunk.over-size' } }, times: 5 } };
    const failure = await uploadPdf(file(), () => {}).catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(UploadError);
    expect(failure).toMatchObject({ step: 'chunk', chunkIndex: 1, chunksCount: 3, cause: { status: 422, errors: { chunk: 'error.chunk.over-size' } } });
    expect(sent.map((s) => s.chunkIndex)).toEqual(['0', '1']);
    expect(deleted).toBe(1);
  });

  it('fails without a uuid in the answer to the file record', async () => {
    server.use(http.post('/v1/files', () => HttpResponse.json({}, { status: 201 })));
    await expect(uploadPdf(file(), () => {})).rejects.toMatchObject({ step: 'uuid' });
    expect(sent).toEqual([]);
  });
});
