import { pathId, z, type DocPrints } from '@knjige/contract';
import type { Content } from 'pdfmake/interfaces';

export const params = z.object({ type: z.string(), id: pathId() });

export const known = (prints: DocPrints, name: string) => prints.names.includes(name);

export const signatureLine = (label: string): Content => ({
  stack: [{ canvas: [{ type: 'line', x1: 10, y1: 0, x2: 160, y2: 0, lineWidth: 0.5 }] }, { text: label, style: 'small', alignment: 'center', margin: [0, 2, 0, 0] }],
});
