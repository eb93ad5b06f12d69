// Hands the browser a file to save, by the name the command line would give it.
const TYPES = { pdf: 'application/pdf', zip: 'application/zip', yaml: 'application/yaml', png: 'image/png' };

/** @param {string} name @param {Uint8Array|string} bytes */
export function download(name, bytes) {
  const ext = name.slice(name.lastIndexOf('.') + 1).toLowerCase();
  const blob = new Blob([bytes], { type: TYPES[ext] ?? 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // the download has its own copy once started
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Makes a file (`make` gives its name and bytes) and downloads it, saying how it went in `status`. */
export async function made(status, make) {
  status.textContent = 'making the file…';
  try {
    const f = await make();
    download(f.name, f.bytes);
    status.textContent = `${f.name} made`;
  } catch (err) {
    status.textContent = `not made: ${err?.message ?? err}`;
  }
}
