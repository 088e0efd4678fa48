import { expect, test } from '@playwright/test';

test('a visitor sees the welcome heading and a login link', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Dobro došli' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Prijavite se' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('banner').getByRole('link', { name: 'PRIJAVA' })).toBeVisible();
});

test('the OpenAPI documentation is served at /v1/docs', async ({ page, request }) => {
  const spec = await request.get('/v1/docs/json');
  expect(spec.status()).toBe(200);
  const body = (await spec.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(body.openapi).toMatch(/^3\./);
  expect(Object.keys(body.paths)).toContain('/v1/art-main');

  await page.goto('/v1/docs');
  await expect(page.getByRole('heading', { name: /Knjige API/ })).toBeVisible();
});
