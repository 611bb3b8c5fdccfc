import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** Staff of the e2e server's demo venue, made with `pnpm staff add` on the server's own database. */
const repoRoot = resolve(import.meta.dirname, '../..');
const database = `${process.env.E2E_DATA_DIR ?? '/tmp/venue-e2e'}/main.sqlite`;
const password = 'a console password of 2027';

/** This test's own staff address (the run's servers live on across tests and repeats). */
export function staffEmail(role: string): string {
  const { testId, repeatEachIndex, retry } = test.info();
  return `${role}.${testId}.${repeatEachIndex}.${retry}@venue.example`;
}

export function addStaff(email: string, role: 'manager' | 'box_office' | 'gate') {
  execFileSync('pnpm', ['-s', 'staff', 'add', 'demo', email, '--role', role], {
    cwd: repoRoot,
    input: `${password}\n`,
    env: { ...process.env, SQLITE_PATH: database },
  });
}

export async function signIn(page: Page, email: string) {
  await page.goto('/console/#/demo/today');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** axe finds nothing on the page as it is now. */
export async function expectNoViolations(page: Page, screen: string) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(
    violations.map(
      (v) =>
        `${screen}: ${v.id} (${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')})`,
    ),
  ).toEqual([]);
}
