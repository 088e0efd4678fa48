import { describe, expect, it } from 'vitest';
import { amountInWords, wholeNumberInWords } from './amount-in-words';
import { toCyrillic } from './cyrillic';

describe('amount in words', () => {
  it('writes the issue example and the paras as a fraction', () => {
    expect(amountInWords(120_000)).toBe('hiljadu dvesta dinara i 00/100');
    expect(amountInWords(98_850)).toBe('devetsto osamdeset osam dinara i 50/100');
    expect(amountInWords(7)).toBe('nula dinara i 07/100');
  });

  it('declines dinar after the last two digits', () => {
    expect(amountInWords(100)).toBe('jedan dinar i 00/100');
    expect(amountInWords(2_100)).toBe('dvadeset jedan dinar i 00/100');
    expect(amountInWords(1_100)).toBe('jedanaest dinara i 00/100');
    expect(amountInWords(300)).toBe('tri dinara i 00/100');
  });

  it('writes thousands feminine, millions masculine, milliards feminine', () => {
    expect(wholeNumberInWords(1_000)).toBe('hiljadu');
    expect(wholeNumberInWords(2_000)).toBe('dve hiljade');
    expect(wholeNumberInWords(5_000)).toBe('pet hiljada');
    expect(wholeNumberInWords(12_000)).toBe('dvanaest hiljada');
    expect(wholeNumberInWords(21_000)).toBe('dvadeset jedna hiljada');
    expect(wholeNumberInWords(22_000)).toBe('dvadeset dve hiljade');
    expect(wholeNumberInWords(111_000)).toBe('sto jedanaest hiljada');
    expect(wholeNumberInWords(1_000_000)).toBe('jedan milion');
    expect(wholeNumberInWords(2_000_000)).toBe('dva miliona');
    expect(wholeNumberInWords(21_000_000)).toBe('dvadeset jedan milion');
    expect(wholeNumberInWords(1_000_000_000)).toBe('jedna milijarda');
    expect(wholeNumberInWords(3_000_000_000)).toBe('tri milijarde');
    expect(wholeNumberInWords(1_234_567)).toBe('jedan milion dvesta trideset četiri hiljade petsto šezdeset sedam');
    expect(wholeNumberInWords(640_900)).toBe('šeststo četrdeset hiljada devetsto');
  });

  it('writes a storno amount with minus and Cyrillic for the Cyrillic interface', () => {
    expect(amountInWords(-120_000)).toBe('minus hiljadu dvesta dinara i 00/100');
    expect(amountInWords(120_000, 'cyrillic')).toBe('хиљаду двеста динара и 00/100');
    expect(amountInWords(1_404_000, 'cyrillic')).toBe('четрнаест хиљада четрдесет динара и 00/100');
  });

  it('transliterates the digraphs as one letter', () => {
    expect(toCyrillic('Ljubljana, Njegoševa, džep, PIB: 123')).toBe('Љубљана, Његошева, џеп, ПИБ: 123');
  });
});
