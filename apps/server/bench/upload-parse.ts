/**
 * Every route that takes a file, at a size and twice it, on the embedded database (the demo
 * company): the time of each (best of three) and the ratio. Linear work doubles; quadratic work
 * quadruples (the NBS list's `<header><Date>` file took 1.8 s at 140 KB, 6.7 s at 280 KB and
 * 30 s at 560 KB before it was parsed in one pass). SCALE multiplies the sizes (default 1).
 * Run: npm run bench:upload-parse.
 */
import { measure, uploadCases } from '../test/upload-parse';
import { withEmbeddedBenchApp } from './bench-db';

const scale = Number(process.env.SCALE ?? 1);

await withEmbeddedBenchApp('upload-parse', async ({ app, database, headers, companyId }) => {
  console.log(`route | n | time at n | 2n | time at 2n | ratio`);
  for (const c of uploadCases(app, database, companyId, headers, scale)) {
    const { small, large, ratio } = await measure(c, 3);
    console.log(
      `${c.name} | ${c.sizes[0]} ${c.unit} (${(small.bytes / 1024).toFixed(0)} KiB) | ${small.ms.toFixed(0)} ms | ${c.sizes[1]} ${c.unit} (${(large.bytes / 1024).toFixed(0)} KiB) | ${large.ms.toFixed(0)} ms | ×${ratio.toFixed(2)}  [${small.status}]`,
    );
  }
});
