// Writing a PDF to a file (the command line's side; the writer itself, writer.ts, only makes bytes).
import { Partial } from './atomic.js';
import { draw, refuseEmpty, type PdfPage } from './writer.js';

export { writeAtomic } from './atomic.js';

/**
 * Streams the PDF to `path` through a temporary file beside it (see atomic.ts), then renames it:
 * the file appears complete or not at all, and memory does not grow with the page count. Messages
 * name it as `shown`.
 */
export async function writePdf(pages: PdfPage[], title: string, path: string, onPage?: (index: number) => void, shown = path): Promise<void> {
  refuseEmpty(pages, shown);
  const partial = new Partial(path, shown);
  try {
    await draw(pages, title, (c) => partial.write(c), (i) => (partial.check(), onPage?.(i)));
  } catch (err) {
    partial.abort();
    throw err;
  }
  partial.commit();
}

