import { expect, test, type Page } from '@playwright/test';
import { generateApplication, newMobile, openSection, press, readOtpFromPhone, requestOtp } from './support/portal.js';

/*
 * Thumb-sized (decision 048): on a phone (360 px, touch) every tap target of the main customer screens is
 * at least 44 x 44 px (apps/web/src/app/tap-targets.module.css, docs/decisions/048). Every visible
 * control is measured: buttons, links, fields and selects by their own box; a checkbox, radio or
 * switch by its label, which is its target (the 20 px box is tapped through the label's whole row).
 * Exempt, as WCAG 2.5.5 allows: a link inside a sentence (a link within a <p>) and a field's own
 * visually hidden input (1 px or less: a file input behind its button).
 */
test.skip(({ isMobile }) => !isMobile, 'tap targets are a phone’s; the desktop project clicks');

const MIN = 44;

/** Every visible control on the page (or in the open dialog) under 44 px, named as a person sees it. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const selector = [
      'button',
      'a[href]',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      '[role="button"]',
      '[role="menuitem"]',
      '[role="tab"]',
      '[role="option"]',
    ].join(',');
    const dialog = document.querySelector('[role="dialog"]');
    const scope = dialog ?? document.body;
    const small: string[] = [];
    for (const element of Array.from(scope.querySelectorAll<HTMLElement>(selector))) {
      if (!element.checkVisibility({ checkOpacity: false, checkVisibilityCSS: true })) continue;
      if (element.closest('[aria-hidden="true"]')) continue;
      // A link inside a sentence stays inline (WCAG 2.5.5's exception).
      if (element.matches('a') && element.closest('p') && getComputedStyle(element).display === 'inline') continue;
      const input = element as HTMLInputElement;
      const inline = element.matches('input[type="checkbox"], input[type="radio"]');
      // A checkbox, radio or switch is tapped through its label: that is its target.
      const target = inline ? (input.labels?.[0] ?? element) : element;
      const box = target.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.width >= min - 0.5 && box.height >= min - 0.5) continue;
      const name =
        element.getAttribute('aria-label') ??
        (inline || element.matches('input, select, textarea') ? input.labels?.[0]?.textContent : null) ??
        element.textContent ??
        '';
      const kind = element.getAttribute('role') ?? element.getAttribute('type') ?? element.tagName.toLowerCase();
      small.push(`${kind} "${name.trim().slice(0, 40)}": ${Math.round(box.width)} x ${Math.round(box.height)}`);
    }
    return small;
  }, MIN);
}

test('every tap target of the main customer screens is at least 44 x 44 px', { tag: '@phone' }, async ({ page }) => {
  test.setTimeout(120_000);
  const mobile = newMobile();

  await test.step('sign-in, and its OTP dialog', async () => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Get OTP' })).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await requestOtp(page, mobile);
    expect(await smallTargets(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'OTP' }).fill(await readOtpFromPhone(mobile));
    await press(page.getByRole('button', { name: 'Verify' }));
  });

  const reference = await test.step('Create New Account: the primary details', async () => {
    await expect(page).toHaveURL(/\/CreateNewAccount$/);
    // A screen's first visit loads its code: on a busy two-core machine that has taken over 5 s.
    await expect(page.getByRole('button', { name: 'Generate Details' })).toBeVisible({ timeout: 30_000 });
    expect(await smallTargets(page)).toEqual([]);
    return generateApplication(page, 'Fixed Deposit');
  });

  await test.step('the hub, with the FD section and the techno products open', async () => {
    await openSection(page, 'FD');
    await openSection(page, 'Techno based products requirement');
    expect(await smallTargets(page)).toEqual([]);
  });

  await test.step('a wizard step, and its Go to step menu', async () => {
    await press(page.getByRole('button', { name: 'Edit holder 1' }));
    await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible({ timeout: 30_000 });
    expect(await smallTargets(page)).toEqual([]);
    await press(page.getByRole('button', { name: 'Go to step' }));
    await expect(page.getByRole('menu')).toBeVisible();
    expect(await smallTargets(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  await test.step("a date's calendar opens below the field's error, not over it", async () => {
    const dob = page.getByRole('textbox', { name: 'Date of Birth', exact: true });
    await dob.fill('31-02-2020');
    await dob.press('Tab');
    const error = page.getByText('Enter a valid date');
    await expect(error).toBeVisible();
    await press(dob);
    const calendar = page.locator('[data-dates-dropdown]');
    await expect(calendar).toBeVisible();
    const [errorBox, calendarBox] = [await error.boundingBox(), await calendar.boundingBox()];
    expect(errorBox && calendarBox && calendarBox.y >= errorBox.y + errorBox.height).toBe(true);
    await page.keyboard.press('Escape');
  });

  await test.step('Status', async () => {
    // The step holds unsaved typing: the browser's own "Leave site?" is answered Leave.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto('/Status');
    await expect(page.getByText(reference).first()).toBeVisible({ timeout: 30_000 });
    expect(await smallTargets(page)).toEqual([]);
  });
});
