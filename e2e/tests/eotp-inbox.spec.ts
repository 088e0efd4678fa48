import path from 'node:path';
import { expect, test } from '@playwright/test';
import { accessToken, artifactsDir, demoPassword, signIn, uniqueSuffix } from '../support/app';
import { simUrl, useSefSimulator } from '../support/sef-simulator';

const eotpKey = `e2e-eotp-${uniqueSuffix()}`;
useSefSimulator();

test('a supplier’s dispatch note received: fetched into the inbox, its receipt confirmed with 98 of 100 and 2 refused as damaged', async ({ page, request }) => {
  test.setTimeout(120_000);
  const number = `OTP-${uniqueSuffix()}`;
  await signIn(page, 'admin@demo.rs', demoPassword());
  // the company's eOtpremnica key, as the SEF settings page saves it
  const headers = { authorization: `Bearer ${await accessToken(page)}` };
  expect((await page.request.put('/v1/sef/settings', { headers, data: { eotpApiKey: eotpKey } })).status()).toBe(204);
  // the simulator plays the supplier: 100 pieces and 5 kg on one note
  const sent = await request.post(`${simUrl}/sim/eotp/incoming`, {
    data: {
      customerKey: eotpKey,
      supplier: { pib: '100000008', name: 'Veletrgovina Sever d.o.o.' },
      customer: { pib: '101134702', name: 'Demo Trgovina d.o.o.' },
      number,
      issueDate: '2026-11-20',
      lines: [
        { lineId: '1', name: 'Kafa 200 g', quantity: '100' },
        { lineId: '2', name: 'Šećer rinfuz', quantity: '5', unitCode: 'KGM' },
      ],
    },
  });
  expect(sent.ok()).toBe(true);

  await page.goto('/eotp/primljene-otpremnice');
  await page.getByTestId('eotp-inbox-pull').click();
  const row = page.getByTestId('eotp-inbox-table').getByRole('row').filter({ hasText: number });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Veletrgovina Sever d.o.o.');
  await expect(row.getByTestId('eotp-receipt-state')).toHaveText('Nije potvrđena');
  await row.click();

  const note = page.getByTestId('eotp-inbox-note');
  await expect(note).toContainText('Kafa 200 g');
  // more received and refused than dispatched is refused by the server, on the line
  await note.getByTestId('eotp-received-0').fill('99');
  await note.getByTestId('eotp-rejected-0').fill('2');
  await note.getByTestId('eotp-receipt-send').click();
  await expect(note).toContainText('Primljeno i odbijeno zajedno ne mogu biti više od otpremljenog.');
  await note.getByTestId('eotp-received-0').fill('98');
  await expect(note).not.toContainText('Primljeno i odbijeno zajedno');
  await note.getByTestId('eotp-reason-0').fill('oštećeno');
  await note.getByTestId('eotp-receipt-send').click();
  await expect(note.getByTestId('eotp-receipt-state')).toHaveText('Poslata', { timeout: 20_000 });
  await expect(note).toContainText('oštećeno');
  await page.screenshot({ path: path.join(artifactsDir, 'eotp-inbox.png') });

  // eOtpremnica holds our advice: 98 received, 2 refused on the first line, 5 on the second
  const state = (await (await request.get(`${simUrl}/sim/eotp/state`)).json()) as { notes: { documentNumber: string; receipt: { status: string } | null }[] };
  expect(state.notes.find((n) => n.documentNumber === number)?.receipt?.status).toBe('Rejected');
});
