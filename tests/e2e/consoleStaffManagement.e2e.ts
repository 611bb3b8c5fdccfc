import { Secret, TOTP } from 'otpauth';
import { expectNoViolations } from './axe.ts';
import { e2eNow } from './clock.ts';
import { addStaff, setPasswordFromMail, signIn, staffEmail, staffPassword } from './consoleStaff.ts';
import { expect, newPage, test } from './fixtures.ts';

/**
 * Managers keep the venue's staff in the console, and turn on their own second factor: in Chromium
 * against the e2e server, whose clock runs at the run's instant (codes are made for it).
 */

/** A new address on every run: accounts outlive a removal, and a second factor stays on with its account. */
const freshEmail = (role: string) => staffEmail(`${role}.${Date.now()}`);

/** The run's 30-second TOTP step now, and the code of `secret` for it. */
const totpStep = () => Math.floor(e2eNow() / 30_000);
const codeOf = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: e2eNow() });

test('a manager adds a box-office member, who sets their password from the mail and sees only their sections, then removes them and their session stops working', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = freshEmail('manager');
  const clerk = freshEmail('clerk');
  addStaff(manager, 'manager');
  await signIn(page, manager);
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();

  await expect(page.getByRole('group', { name: 'Staff of this venue' })).toBeVisible();
  await expectNoViolations(page, 'staff');
  const form = page.getByRole('form', { name: 'Add a member' });
  await form.getByLabel('Email address').fill(clerk);
  await form.getByLabel('Name').fill('Box Office Clerk');
  // The box office is what a manager adds most: the form starts with it.
  await expect(form.getByRole('combobox', { name: 'Role' })).toContainText('Box office');
  await form.getByRole('button', { name: 'Add a member' }).click();
  const addDialog = page.getByRole('dialog', { name: 'Add this member?' });
  await expect(addDialog).toContainText(`${clerk} becomes Box office of this venue.`);
  await addDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(
    `${clerk} was added. A new member gets a mail with a link to set their own password.`,
  );
  const row = page.locator(`tr[data-email="${clerk}"]`);
  await expect(row).toContainText('Box Office Clerk');
  await expect(row.getByRole('combobox', { name: `Role of ${clerk}` })).toContainText('Box office');
  await expect(row).toContainText('Never');
  await expect(row).toContainText('Not set yet');
  // The mail went astray: the manager sends it again.
  await row.getByRole('button', { name: `Re-send the set-password mail to ${clerk}` }).click();
  const resendDialog = page.getByRole('dialog', { name: `Re-send the set-password mail to ${clerk}?` });
  await resendDialog.getByRole('button', { name: 'Re-send mail', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`The set-password mail was sent to ${clerk} again.`);

  // The new member opens the mail in the dev mailbox, sets their own password and is signed in.
  const clerkPage = await newPage(browser);
  await setPasswordFromMail(clerkPage, clerk);
  await expect(clerkPage.getByRole('heading', { name: 'Today' })).toBeVisible();
  await clerkPage.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(clerkPage, clerk);
  await expect(clerkPage.getByRole('heading', { name: 'Today' })).toBeVisible();
  await expect(clerkPage.getByRole('navigation', { name: 'Console sections' }).getByRole('link')).toHaveText([
    'Today',
    'Orders',
    'Check in',
    'Stock',
    'Reports',
  ]);
  await clerkPage.goto('/console/#/demo/staff');
  await expect(clerkPage.getByRole('heading', { name: 'Page not found' })).toBeVisible();

  await page.reload();
  await expect(row).not.toContainText('Never');
  await expect(row).not.toContainText('Not set yet');
  await expect(row.getByRole('button', { name: `Re-send the set-password mail to ${clerk}` })).toHaveCount(0);
  await row.getByRole('button', { name: `Remove ${clerk}` }).click();
  const removeDialog = page.getByRole('dialog', { name: `Remove ${clerk}?` });
  await expect(removeDialog).toContainText('signed out on every device');
  await removeDialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${clerk} was removed and signed out everywhere.`);
  await expect(row).toHaveCount(0);

  // The clerk's next call finds the session gone: the console asks to sign in, and signing in fails.
  await clerkPage.goto('/console/#/demo/orders');
  await expect(clerkPage.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await signIn(clerkPage, clerk);
  await expect(clerkPage.getByRole('alert')).toHaveText(
    'The address or password is wrong, or the account is not staff of this venue.',
  );
  await clerkPage.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('row', { name: new RegExp(`Staff added.*${clerk}`) })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(`Staff removed.*${clerk}`) })).toBeVisible();
});

test('a member who forgot their password asks for a link, sets a new one and is signed in; the old one no longer works', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const keeper = freshEmail('forgetful');
  addStaff(keeper, 'gate');
  await page.goto('/console/#/demo/today');
  await page.getByRole('button', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoViolations(page, 'forgot password');
  await page.getByLabel('Email address').fill(keeper);
  await page.getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByRole('status')).toContainText(`If ${keeper} is staff of this venue, a mail`);

  const newPassword = 'a new console password of 2027';
  await setPasswordFromMail(page, keeper, { subject: /Reset your password/, password: newPassword });
  await expect(page.getByRole('link', { name: 'Gate' })).toBeVisible();
  await expectNoViolations(page, 'after setting a password');
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, keeper);
  await expect(page.getByRole('alert')).toHaveText(
    'The address or password is wrong, or the account is not staff of this venue.',
  );
  // The link worked once: opened again, it says so.
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: keeper, exact: true }) })
    .getByRole('link', { name: /Reset your password/ })
    .first()
    .click();
  await page.locator('pre a').first().click();
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('New password again').fill(newPassword);
  await page.getByRole('button', { name: 'Set the password and sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'This link was used already. Sign in, or ask for a new link from the sign-in page.',
  );
});

test('a manager signs a lost gate phone out on every device: the gate asks to sign in again, the member stays', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = freshEmail('manager');
  const keeper = freshEmail('gate');
  addStaff(manager, 'manager');
  addStaff(keeper, 'gate');
  const phone = await newPage(browser);
  await signIn(phone, keeper);
  await phone.getByRole('link', { name: 'Gate' }).click();
  await expect(phone.getByRole('heading', { name: 'Scanning gate' })).toBeVisible();

  await signIn(page, manager);
  await page.goto('/console/#/demo/staff');
  const row = page.locator(`tr[data-email="${keeper}"]`);
  await row.getByRole('button', { name: `Sign out ${keeper} on every device` }).click();
  const dialog = page.getByRole('dialog', { name: `Sign out ${keeper} on every device?` });
  await expect(dialog).toContainText('They stay staff and can sign in again.');
  await dialog.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText(`${keeper} was signed out on every device.`);
  await expect(row).toContainText('Gate');

  // The phone, opened again, finds its session gone and forgets the one it kept for working offline.
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Sign in to the console' })).toBeVisible();
  await signIn(phone, keeper);
  await expect(phone.getByRole('link', { name: 'Gate' })).toBeVisible();
  await phone.close();

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(`Staff signed out on every device.*${keeper}`) }),
  ).toBeVisible();
});

test('a manager turns on two-step sign-in with a QR code and a code, then signs in with a code', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const manager = freshEmail('manager');
  addStaff(manager, 'manager');
  await signIn(page, manager);
  await page.getByRole('link', { name: 'Two-step sign-in' }).click();
  await expect(page.getByText('Two-step sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.locator('main code').textContent()) ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('Code from the app').fill('000000' === codeOf(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'That code is not right. Enter the code the app shows now.',
  );
  const enrolled = totpStep();
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('status')).toHaveText('Two-step sign-in is on.');
  await expect(page.getByText('Two-step sign-in is on: signing in asks')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await signIn(page, manager);
  await expect(page.getByRole('alert')).toHaveText('Enter the code from your authenticator app.');
  // Each code is taken once: the next one comes with the next 30-second step.
  await expect.poll(totpStep, { timeout: 35_000, intervals: [1000] }).toBeGreaterThan(enrolled);
  await page.getByLabel('Password').fill(staffPassword);
  await page.getByLabel('Code from the app').fill(codeOf(secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Console sections' })
    .getByRole('link', { name: 'Staff' })
    .click();
  await expect(page.locator(`tr[data-email="${manager}"]`)).toContainText('On');
});
