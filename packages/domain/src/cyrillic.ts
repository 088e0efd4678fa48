/**
 * Serbian Latin → Cyrillic for generated text (printed labels, amounts in words): letter by
 * letter, the digraphs lj, nj, dž as one letter. Letters without a Cyrillic pair (q, w, x, y) and
 * everything else stay as they are.
 */
const digraphs: Record<string, string> = { lj: 'љ', Lj: 'Љ', LJ: 'Љ', nj: 'њ', Nj: 'Њ', NJ: 'Њ', dž: 'џ', Dž: 'Џ', DŽ: 'Џ' };
const latin = 'abcčćdđefghijklmnoprsštuvzžABCČĆDĐEFGHIJKLMNOPRSŠTUVZŽ';
const cyrillic = 'абцчћдђефгхијклмнопрсштувзжАБЦЧЋДЂЕФГХИЈКЛМНОПРСШТУВЗЖ';

export function toCyrillic(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const pair = digraphs[text.slice(i, i + 2)];
    if (pair) {
      out += pair;
      i++;
      continue;
    }
    const at = latin.indexOf(text[i]!);
    out += at >= 0 ? cyrillic[at] : text[i];
  }
  return out;
}
