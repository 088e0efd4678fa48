/** The document lifecycle: which status may follow which (docs/domain.md#the-document-lifecycle). */
export const transitions = {
  draft: ['locked', 'storno'],
  locked: ['storno'],
  storno: [],
} as const satisfies Record<string, readonly string[]>;

export type LifecycleStatus = keyof typeof transitions;

export function canTransition(from: LifecycleStatus, to: LifecycleStatus): boolean {
  return (transitions[from] as readonly string[]).includes(to);
}
