import { expect, test } from '@playwright/test';
import { accessToken, confirm, demoPassword, signIn, signOut, uniqueSuffix } from '../support/app';

/** Nine digits that pass the PIB check (ISO 7064 MOD 11,10), from eight. */
function pibFrom(eight: string): string {
  let a = 10;
  for (const digit of eight) {
    a = (a + Number(digit)) % 10;
    if (a === 0) a = 10;
    a = (2 * a) % 11;
  }
  return `${eight}${(11 - a) % 10}`;
}

/** Eight digits that pass the matični broj check (mod 11), from seven. */
function maticniFrom(seven: string): string {
  const weights = [2, 7, 6, 5, 4, 3, 2];
  const r = weights.reduce((sum, w, i) => sum + w * Number(seven[i]), 0) % 11;
  return `${seven}${r <= 1 ? 0 : 11 - r}`;
}

test('invitations: a user of one company is asked to join another, accepts on the profile, and leaves it again', async ({ page, request }) => {
  const suffix = uniqueSuffix();
  const naziv = `Pozivna firma ${suffix} d.o.o.`;
  const digits = String(Date.now()).slice(-8);
  let companyId = 0;

  await test.step('as super, make a company whose first admin is the demo user (an account that already signs in)', async () => {
    await signIn(page, 'super@demo.rs', demoPassword());
    const token = await accessToken(page);
    const answer = await request.post('/v1/companies', {
      headers: { authorization: `Bearer ${token}` },
      data: { naziv, pib: pibFrom(digits), maticniBroj: maticniFrom(digits.slice(0, 7)), admin: { email: 'user@demo.rs' } },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    companyId = ((await answer.json()) as { id: number }).id;
    await signOut(page);
  });

  await test.step('the demo user sees the invitation on the profile; the company is not theirs yet', async () => {
    await signIn(page, 'user@demo.rs', demoPassword());
    await page.goto('/config/profil');
    const card = page.getByTestId('companies-card');
    await expect(card.getByRole('heading', { name: 'Moje firme' })).toBeVisible();
    const invitation = card.getByTestId(`invitation-${companyId}`);
    await expect(invitation).toContainText(naziv);
    await expect(invitation).toContainText('Pozvani ste sa ulogom: Administrator');
    await expect(card.getByTestId(`company-${companyId}`)).toHaveCount(0);
    await expect(card.getByTestId('company-1')).toContainText('trenutna');
  });

  await test.step('accepting makes it one of their companies', async () => {
    const card = page.getByTestId('companies-card');
    await card.getByTestId(`accept-${companyId}`).click();
    await expect(page.getByTestId('toast-success')).toHaveText(`Sada ste član firme ${naziv}; izaberite je u meniju.`);
    await expect(card.getByTestId(`invitation-${companyId}`)).toHaveCount(0);
    await expect(card.getByTestId(`company-${companyId}`)).toContainText(naziv);
  });

  await test.step('leaving it takes a confirmation and removes it', async () => {
    const card = page.getByTestId('companies-card');
    await card.getByTestId(`leave-${companyId}`).click();
    await confirm(page, 'Napuštanje firme');
    await expect(page.getByTestId('toast-success').last()).toHaveText(`Napustili ste firmu ${naziv}.`);
    await expect(card.getByTestId(`company-${companyId}`)).toHaveCount(0);
    await expect(card.getByTestId('leave-1')).toHaveCount(0);
  });
});
