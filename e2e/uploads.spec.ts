import { randomBytes } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { messages } from '@portal/domain';
import sharp from 'sharp';
import { addAadhaarProof, fillPersonal, openStep } from './support/holder-wizard.js';
import { expectNoViolations, generateApplication, newMobile, signInAsCustomer } from './support/portal.js';

/*
 * Uploads on a phone (decision 022), in real Chromium (jsdom cannot decode images): a photo straight off a
 * phone's camera is decoded and shrunk in the browser before it is sent, and a damaged one is refused
 * there with a message, whether it comes from the gallery or from 'Take a photo'.
 */
test.skip(({ isMobile }) => !isMobile, 'taps are what a phone does; the desktop project clicks');

/** A 4000 x 3000 photo-like JPEG (blurred noise): more bytes than the 2 MB a photo may be when sent. */
async function phoneCameraPhoto() {
  const size = { width: 4000, height: 3000, channels: 3 } as const;
  const noise = { type: 'gaussian', mean: 128, sigma: 60 } as const;
  const pixels = await sharp({ create: { ...size, background: '#808080', noise } })
    .raw()
    .toBuffer();
  const buffer = await sharp(pixels, { raw: size }).blur(1.5).jpeg({ quality: 92 }).toBuffer();
  return { name: 'IMG_20240101_101010.jpg', mimeType: 'image/jpeg', buffer };
}

/** Random bytes named as a JPEG: what a broken download or a cut-off transfer leaves. */
const damaged = { name: 'IMG_broken.jpg', mimeType: 'image/jpeg', buffer: randomBytes(50_000) };

/** Taps a file field or a 'Take a photo' button and picks `file` in the chooser the phone opens. */
async function tapAndPick(page: Page, control: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  await control.scrollIntoViewIfNeeded();
  const chooser = page.waitForEvent('filechooser');
  await control.tap();
  await (await chooser).setFiles(file);
}

test(
  'a 4000 px phone photo is shrunk before it is sent; a damaged one is refused in the field and kept back',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(180_000);
    const photoFile = await phoneCameraPhoto();
    expect(photoFile.buffer.length).toBeGreaterThan(2 * 1024 * 1024);

    await signInAsCustomer(page, newMobile());
    await generateApplication(page, 'Fixed Deposit');
    await page.getByRole('button', { name: 'Edit holder 1' }).tap();
    await expect(page.getByRole('heading', { name: 'Personal Details', level: 2 })).toBeVisible();

    const photo = page.getByLabel(/^Photo/);
    // What the field takes is said before anything is chosen.
    await expect(photo).toHaveAccessibleDescription('JPG, JPEG or PNG, up to 2 MB. Bigger photos are shrunk to fit.');
    await expect(page.getByText('JPG, JPEG or PNG, up to 2 MB. Bigger photos are shrunk to fit.')).toBeVisible();

    await fillPersonal(page, { dob: `15-Apr-${new Date().getFullYear() - 36}`, withPan: true });
    await addAadhaarProof(page);
    const preview = page.getByRole('img', { name: 'Photo preview' });
    await expect(preview).toBeVisible();
    const firstPreview = await preview.getAttribute('src');

    await test.step("'Take a photo' gives a damaged file: the field says so and keeps the photo it had", async () => {
      // The photo's own camera button comes first on the step.
      const camera = page.getByRole('button', { name: 'Take a photo' }).first();
      await expect(camera).toHaveAccessibleDescription('Photo');
      await tapAndPick(page, camera, damaged);
      await expect(photo).toHaveAccessibleDescription(new RegExp(`^${messages.damagedImage}`));
      await expect(page.getByText(messages.damagedImage)).toBeVisible();
      await expect(preview).toHaveAttribute('src', firstPreview ?? '');
      await expectNoViolations(page);
    });

    await test.step('the camera-sized photo from the gallery is shrunk to 1600 px and sent at a fraction of its bytes', async () => {
      const sent = page.waitForRequest((request) => request.url().endsWith('/api/Registration/Registration'));
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/Registration/Registration'));
      await tapAndPick(page, photo, photoFile);
      // Save is tapped at once, while the photo is still being decoded and shrunk: it waits and sends it.
      await page.getByRole('button', { name: 'Save & Next' }).tap();
      const body = (await sent).postDataJSON() as { registrationHolders: { Base64Photo: string }[] };
      const bytes = Buffer.from(body.registrationHolders[0]!.Base64Photo.replace(/^data:[^,]*,/, ''), 'base64');
      const shrunk = await sharp(bytes).metadata();
      expect([shrunk.format, shrunk.width, shrunk.height]).toEqual(['jpeg', 1600, 1200]);
      expect(bytes.length).toBeLessThan(photoFile.buffer.length / 4);
      expect((await saved).status()).toBe(200);
      await expect(page.getByText(messages.damagedImage)).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Family Details', level: 2 })).toBeVisible();
    });

    await test.step('the step read back shows the stored photo: 1600 px wide, as the browser sent it', async () => {
      const stored = page.waitForResponse(
        (response) => response.status() === 200 && /\/Photo\/[^/]+$/.test(new URL(response.url()).pathname),
      );
      await openStep(page, 'Personal Details');
      // The page's own fetch is a stream the preview consumes; the same GET again reads the stored bytes.
      const shown = (await stored).request();
      const file = await (await page.request.get(shown.url(), { headers: shown.headers() })).body();
      expect((await sharp(file).metadata()).width).toBe(1600);
      expect(file.length).toBeLessThan(photoFile.buffer.length / 4);
      await expect(preview).toBeVisible();
    });
  },
);
