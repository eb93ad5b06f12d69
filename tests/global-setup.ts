// Runs once before the workers start. @sparticuz/chromium unpacks its browser into the temp folder on
// first use; two test files launching at once on a fresh machine both unpacked it, and one spawned
// the binary while the other was still writing it (ETXTBSY).
import chromium from '@sparticuz/chromium';

export default async function setup(): Promise<void> {
  await chromium.executablePath();
}
