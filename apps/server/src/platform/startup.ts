/**
 * What the server prints while it starts: each step as it begins ("migrating…") and how long it
 * took, so a first start that migrates and seeds for a minute on a slow machine is not silent, and
 * a slow restart shows where its time went (`bench:startup` reads these lines).
 */
export type Step = <T>(label: string, run: () => Promise<T>) => Promise<T>;

/** A step that prints nothing (tests, benchmarks that open a database in process). */
export const quietStep: Step = (_label, run) => run();

/** `label…` when the step begins, ` 1.23 s` when it ends (` failed` when it throws). */
export function printedSteps(write: (text: string) => void = (text) => void process.stdout.write(text)): Step {
  return async (label, run) => {
    const began = performance.now();
    write(`${label}…`);
    try {
      const result = await run();
      write(` ${((performance.now() - began) / 1000).toFixed(2)} s\n`);
      return result;
    } catch (err) {
      write(' failed\n');
      throw err;
    }
  };
}

/** A printed step line: its label and seconds (the format `printedSteps` writes). */
export function parseStep(line: string): { label: string; seconds: number } | null {
  const match = /^(.+)… (\d+\.\d+) s$/.exec(line.trim());
  return match ? { label: match[1]!, seconds: Number(match[2]) } : null;
}
