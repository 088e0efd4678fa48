/** Tables so that every table comes after the tables it references (a cycle is an error). */
export function referencedFirst(tables: string[], references: { child: string; parent: string }[]): string[] {
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (table: string, path: string[]) => {
    if (state.get(table) === 'done') return;
    if (state.get(table) === 'visiting') throw new Error(`foreign keys form a cycle: ${[...path, table].join(' → ')}`);
    state.set(table, 'visiting');
    for (const r of references) if (r.child === table && r.parent !== table) visit(r.parent, [...path, table]);
    state.set(table, 'done');
    order.push(table);
  };
  for (const table of tables) visit(table, []);
  return order;
}
