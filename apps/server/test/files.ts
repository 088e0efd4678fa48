import { FILE_CHUNK_BYTES } from '@knjige/contract';

/** A PDF-looking file of exactly `size` bytes: the header, filler derived from `seed`, the end marker. */
export function pdfBytes(size: number, seed = 1): Buffer {
  const head = Buffer.from('%PDF-1.7\n%âãÏÓ\n', 'latin1');
  const tail = Buffer.from('\n%%EOF\n', 'latin1');
  const body = Buffer.alloc(Math.max(0, size - head.length - tail.length));
  let x = seed >>> 0 || 1;
  for (let i = 0; i < body.length; i++) {
    x = (x * 1103515245 + 12345) >>> 0;
    body[i] = x >>> 24;
  }
  return Buffer.concat([head, body, tail]).subarray(0, size);
}

/** The chunks of a file in the protocol's 256 KiB pieces. */
export function chunksOfBytes(bytes: Buffer): Buffer[] {
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += FILE_CHUNK_BYTES) chunks.push(bytes.subarray(start, start + FILE_CHUNK_BYTES));
  return chunks;
}

/** The multipart body of PUT /v1/files/{uuid}, fields first, as the web app's FormData sends it. */
export function chunkForm(chunk: Buffer, fields: { chunkIndex: number; chunksCount: number; retry?: number }) {
  const boundary = '----knjige' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries({ retry: 0, ...fields })) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="chunk"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`));
  parts.push(chunk, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
