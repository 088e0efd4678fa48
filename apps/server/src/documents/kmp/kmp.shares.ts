/** A named item as the share needs it: its line id, its side, what it had open. */
export interface NamedItem {
  id: number;
  smer: 'receivable' | 'payable';
  otvoreno: number;
}

/** What the offset takes from each named item: the amount, side by side, in the order the items were named. */
export function offsetShares(header: { iznos: number }, items: readonly NamedItem[]): Map<number, number> {
  const shares = new Map<number, number>();
  for (const smer of ['receivable', 'payable'] as const) {
    let left = header.iznos;
    for (const item of [...items].filter((i) => i.smer === smer).sort((a, b) => a.id - b.id)) {
      const take = Math.min(left, item.otvoreno);
      shares.set(item.id, take);
      left -= take;
    }
  }
  return shares;
}
