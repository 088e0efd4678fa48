/** docs/domain.md#constants: a note in a table shows at most 50 characters. */
export const NOTE_PREVIEW_CHARS = 50;

/** The first 50 characters of a note on one line, with an ellipsis when there was more. */
export function notePreview(text: string, max = NOTE_PREVIEW_CHARS): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : line;
}
