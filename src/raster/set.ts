// A PNG set (`make --format png`) is written whole or not at all, as a PDF is: every image goes into a
// hidden staging folder inside the --out folder as it is made, and only when all are there are they
// moved in, by the machinery that moves a convention's PDFs in (src/convention/commit.ts). A full
// disc, or any failure while drawing, leaves the folder as it was. The folder may hold other files
// (the user's, or another printable's set): only the names this run writes are replaced. Without a
// list of what an earlier run wrote (none is kept, so that the folder holds only the images), an
// earlier set's images beyond this one's count cannot be told from the user's files of those names:
// they are left as they were, and named in the result.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { IMAGES, obstacles, recover, Staging } from '../convention/commit.js';
import { writeAtomic } from '../pdf/atomic.js';

/** Before anything else: the earlier set a killed run was replacing is put back, and dead runs' staging folders removed. */
export const recoverImageSet = (dir: string): void => recover(dir, Date.now(), IMAGES);

/** Before drawing: a folder, a read-only file or an input of this run at one of `names` is refused. */
export const refuseInTheWay = (dir: string, names: string[]): void => obstacles(dir, names, IMAGES);

/**
 * Writes `images` (one for each of `names`, in order) into `dir` as one set; answers the images of an
 * earlier set of `printable` there beyond this one's names, left as they were.
 */
export async function writeImageSet(dir: string, printable: string, names: string[], images: AsyncIterable<Buffer>, done?: (n: number) => void): Promise<string[]> {
  const staging = Staging.open(dir, IMAGES);
  try {
    let n = 0;
    for await (const png of images) {
      writeAtomic(staging.file(names[n]), png, join(dir, names[n]));
      n += 1;
      done?.(n);
    }
    staging.commit(names);
  } catch (err) {
    staging.discard();
    throw err;
  }
  const mine = new Set(names);
  const face = /^(.+)-\d{3,}-(front|back)\.png$/;
  return readdirSync(dir).filter((f) => face.exec(f)?.[1] === printable && !mine.has(f)).sort();
}
