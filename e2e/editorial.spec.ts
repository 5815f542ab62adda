import { expect, test, type Page } from './support/fixtures';

import { smallMp4 } from '../apps/server/src/testing/video-files';
import { loginAsAdmin, newAccount, registerViaApi } from './support/accounts';

// Issue 12: an admin uploads an editorial video; a user pays through the TEST MODE checkout
// (fake Razorpay behind the server) and watches it; another user without access cannot.

/** 30 seconds long by its moov box; 1.5 MB, so a throttled upload shows its progress. */
const VIDEO = smallMp4({ seconds: 30, mdatBytes: 1_500_000 });

/**
 * A seed problem no other spec puts in a contest: a running contest closes its problems'
 * editorials, so "the first problem" would depend on what the other specs are doing.
 */
const EDITORIAL_PROBLEM = 'Run-Length Encoding';

async function editorialProblem(page: Page): Promise<{ _id: string; title: string }> {
  const response = await page.request.get('/api/problem/getAllProblem');
  const problems = (await response.json()) as { _id: string; title: string }[];
  const problem = problems.find((candidate) => candidate.title === EDITORIAL_PROBLEM);
  if (!problem) throw new Error(`no seed problem "${EDITORIAL_PROBLEM}"`);
  return problem;
}

function expectDialog(page: Page, message: string): Promise<void> {
  return new Promise((resolve) => {
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toBe(message);
      void dialog.accept().then(resolve);
    });
  });
}

test('an admin uploads a video; a user pays in test mode and watches it; another user cannot', async ({
  page,
  browser,
}) => {
  await loginAsAdmin(page);
  const problem = await editorialProblem(page);

  // The admin video screen lists every problem with Upload and Delete.
  await page.goto('/admin/video');
  await page.getByRole('link', { name: `Upload video for ${problem.title}` }).click();
  await expect(page).toHaveURL(`/admin/upload/${problem._id}`);

  // Nothing chosen: the spec's message.
  await page.getByRole('button', { name: 'Upload Video' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select a video file');

  // A slow link, so the progress bar is seen moving.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 300 * 1024,
  });
  await page.getByLabel('Choose video').setInputFiles({ name: 'editorial.mp4', mimeType: 'video/mp4', buffer: VIDEO });
  await expect(page.getByLabel('Selected file')).toContainText('editorial.mp4');
  await expect(page.getByLabel('Selected file')).toContainText('1.43 MB');
  await page.getByRole('button', { name: 'Upload Video' }).click();
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(page.getByText(/^\d{1,3}%$/)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Upload successful' })).toContainText('Duration: 0:30', {
    timeout: 60_000,
  });
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // A user without access sees the offer, pays through the labelled test checkout, and gets the video.
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  await registerViaApi(buyer, newAccount('buyer'));
  await buyer.goto(`/problem/${problem._id}`);
  await buyer.getByRole('tab', { name: 'Editorial' }).click();
  await expect(buyer.getByText('TEST MODE: no real payment')).toBeVisible();
  await buyer.getByRole('button', { name: 'Buy for ₹200' }).click();
  const checkout = buyer.getByRole('dialog', { name: 'Test checkout' });
  await expect(checkout).toContainText('TEST MODE');
  await expect(checkout).toContainText('200.00 INR');
  await checkout.getByRole('button', { name: 'Pay (test mode)' }).click();
  // The tab says so itself: no browser alert (issue 36).
  await expect(buyer.getByRole('status').filter({ hasText: 'Payment successful' })).toBeVisible();
  const video = buyer.getByLabel('Editorial video');
  await expect(video).toBeVisible();
  await expect(buyer.getByText('Duration 0:30')).toBeVisible();

  // The video's signed URL serves byte ranges to the buyer.
  const videoUrl = (await video.getAttribute('src')) ?? '';
  expect(videoUrl).toContain('/api/video/stream/');
  const range = await buyer.request.get(videoUrl, { headers: { range: 'bytes=0-99' } });
  expect(range.status()).toBe(206);
  expect(Buffer.from(await range.body()).equals(VIDEO.subarray(0, 100))).toBe(true);

  // Another user has no access: the offer, no URL of their own, and the buyer's link refused.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await registerViaApi(other, newAccount('other'));
  await other.goto(`/problem/${problem._id}`);
  await other.getByRole('tab', { name: 'Editorial' }).click();
  await expect(other.getByRole('button', { name: 'Buy for ₹200' })).toBeVisible();
  await expect(other.getByLabel('Editorial video')).toHaveCount(0);
  expect((await other.request.get(`/api/video/watch/${problem._id}`)).status()).toBe(403);
  expect((await other.request.get(videoUrl)).status()).toBe(403);

  await buyerContext.close();
  await otherContext.close();

  // The admin's list says which problems have a video; deleting asks about the video, by its problem's name.
  await page.goto('/admin/video');
  const row = page.getByRole('row').filter({ hasText: problem.title });
  await expect(row).toContainText(/\d+:\d\d/);
  const confirmed = expectDialog(page, `Are you sure you want to delete the video of "${problem.title}"?`);
  await page.getByRole('button', { name: `Delete video of ${problem.title}` }).click();
  await confirmed;
  await expect(page.getByRole('alert')).toHaveText('Video deleted');
  await expect(row).toContainText('None');
  await expect(page.getByRole('button', { name: `Delete video of ${problem.title}` })).toHaveCount(0);
});
