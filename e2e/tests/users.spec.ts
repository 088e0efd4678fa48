import { expect, test, type APIRequestContext, type Browser } from '@playwright/test';
import { accessToken, demoPassword, signIn, signOut, snapshot, tableRows, uniqueSuffix } from '../support/app';

const suffix = uniqueSuffix().toLowerCase();
const invitee = { email: `milica.${suffix}@demo.rs`, firstName: 'Milica', lastName: 'Jovanović', password: `Nova-lozinka-${suffix}` };

/**
 * The invitation link from the outbox (no mail server in tests), read as the super user: signed
 * in through the login page in a browser of their own, their token then asks the API.
 */
async function invitationLink(browser: Browser, request: APIRequestContext, email: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, 'super@demo.rs', demoPassword());
    const token = await accessToken(page);
    const answer = await request.get('/v1/dev/outbox', { params: { email }, headers: { authorization: `Bearer ${token}` } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { to: string; link: string | null }[] };
    expect(data).toHaveLength(1);
    expect(data[0]!.to).toBe(email);
    // The link names the configured app address; the path and query are what the app reads.
    const link = new URL(data[0]!.link ?? '');
    expect(link.pathname).toBe('/signup');
    return `${link.pathname}${link.search}`;
  } finally {
    await context.close();
  }
}

test('users: an invited user signs up, signs in, and is kept out of the settings', async ({ page, browser, request }) => {
  await test.step('as admin, invite a new user with the role Korisnik', async () => {
    await signIn(page, 'admin@demo.rs', demoPassword());
    await page.goto('/config/korisnici');
    await expect(page.getByRole('heading', { name: 'Korisnici' })).toBeVisible();
    await page.getByTestId('users-invite').click();
    const dialog = page.getByRole('dialog', { name: 'Poziv novom korisniku' });
    await dialog.getByTestId('invite-email').fill(invitee.email);
    await dialog.getByTestId('invite-first-name').fill(invitee.firstName);
    await dialog.getByTestId('invite-last-name').fill(invitee.lastName);
    // An admin may give every role but super.
    await dialog.getByTestId('invite-role').click();
    await expect(page.getByRole('option')).toHaveText(['Administrator', 'Korisnik']);
    await page.getByRole('option', { name: 'Korisnik' }).click();
    await expect(dialog.getByTestId('invite-role')).toHaveValue('Korisnik');
    await dialog.getByTestId('invite-send').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('toast-success')).toHaveText(`Poziv je poslat na ${invitee.email}.`);

    const row = tableRows(page.getByTestId('users-table')).filter({ hasText: invitee.email });
    await expect(row.locator('td').nth(0)).toHaveText(invitee.firstName);
    await expect(row.locator('td').nth(1)).toHaveText(invitee.lastName);
    await expect(row.locator('td').nth(3)).toHaveText('Korisnik');
    await expect(row.locator('td').nth(4)).toHaveText('Pozvan');
    await snapshot(page, 'users-invited');
    await signOut(page);
  });

  let signupPath = '';
  await test.step('as super, read the invitation link from the outbox', async () => {
    signupPath = await invitationLink(browser, request, invitee.email);
  });

  await test.step('the invitee sets a password on the signup page', async () => {
    await page.goto(signupPath);
    await expect(page.getByRole('heading', { name: 'Registracija' })).toBeVisible();
    await expect(page.getByTestId('signup-invitation')).toHaveText(
      `Pozvani ste u firmu Demo Trgovina d.o.o. sa adresom ${invitee.email}. Postavite lozinku da biste se prijavili.`,
    );
    await expect(page.getByTestId('signup-first-name')).toHaveValue(invitee.firstName);
    await expect(page.getByTestId('signup-last-name')).toHaveValue(invitee.lastName);
    await page.getByTestId('signup-password').fill(invitee.password);
    await page.getByTestId('signup-confirm').fill(invitee.password);
    await snapshot(page, 'users-signup');
    await page.getByTestId('signup-submit').click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByTestId('toast-success')).toHaveText('Registracija je završena. Prijavite se.');
  });

  await test.step('the new user signs in: articles open, the settings are refused', async () => {
    await signIn(page, invitee.email, invitee.password);
    await page.getByRole('button', { name: 'Korisnički meni' }).click();
    await expect(page.getByRole('menu')).toContainText(invitee.email);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);

    await page.goto('/config');
    await expect(page).toHaveURL(/\/403$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('403');
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Ups. Nemate ovlašćenje za ovu stranicu...');
    await snapshot(page, 'users-forbidden');

    await page.goto('/artikli');
    await expect(page).toHaveURL(/\/artikli$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Artikli' })).toBeVisible();
    await expect(page.getByTestId('articles-table').getByText('Brašno T-400 1 kg')).toBeVisible();
  });

  await test.step('the admin sees the user as active', async () => {
    await signOut(page);
    await signIn(page, 'admin@demo.rs', demoPassword());
    await page.goto('/config/korisnici');
    const row = tableRows(page.getByTestId('users-table')).filter({ hasText: invitee.email });
    await expect(row.locator('td').nth(4)).toHaveText('Aktivan');
  });
});
