// What the page keeps in this browser between visits (localStorage): the game, each game's fleet
// and choices, and a convention's files when one is open. Nothing leaves the browser.
const KEY = 'broadside.site';
const VERSION = 1;

const toB64 = (bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromB64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The saved state, or null when there is none (or it cannot be read: a fresh start then). */
export function restore() {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) ?? 'null');
    if (!saved || saved.version !== VERSION) return null;
    if (saved.convention) saved.convention.files = saved.convention.files.map((f) => ({ name: f.name, bytes: fromB64(f.b64) }));
    return saved;
  } catch {
    return null;
  }
}

/** Saves the state; returns false when the browser refuses (storage full or off). */
export function save(state) {
  const copy = { ...state, version: VERSION };
  if (state.convention) copy.convention = { ...state.convention, files: state.convention.files.map((f) => ({ name: f.name, b64: toB64(f.bytes) })) };
  try {
    localStorage.setItem(KEY, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

export function clear() {
  localStorage.removeItem(KEY);
}
