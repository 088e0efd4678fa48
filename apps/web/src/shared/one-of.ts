/** Whether `value` is one of `allowed`: narrows a string from the URL or a control to the list's union (no cast). */
export function isOneOf<T extends string>(allowed: readonly T[], value: unknown): value is T {
  return allowed.some((item) => item === value);
}
