// What the page keeps in this browser between visits (localStorage): the game, each game's fleet
// and choices, a convention's files when one is open, and a game file of one's own. Nothing leaves the browser. A state the
// page cannot use is set aside under ASIDE, never lost, and the page starts new.
import { unusable, VERSION } from './saved.js';

const KEY = 'broadside.site';
export const ASIDE = 'broadside.site.set-aside';

const toB64 = (bytes) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
};
const fromB64 = (text) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** The saved text, or null when there is none or the browser keeps none (storage turned off). */
function saved(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The saved state and its text: { state, text } (state null when nothing is saved), or, when it
 * cannot be used, { state: null, text, why, kept } after setting it aside. `games`: the page's
 * games by id.
 */
export function restore(games) {
  const text = saved(KEY);
  if (text === null) return { state: null, text };
  let why;
  try {
    const value = JSON.parse(text);
    why = unusable(value, games);
    if (!why) {
      const { version: _v, ...state } = value;
      if (state.convention) state.convention.files = state.convention.files.map((f) => ({ name: f.name, bytes: fromB64(f.b64) }));
      // a state saved before games of one's own has none
      state.own = state.own ? { name: state.own.name, bytes: fromB64(state.own.b64) } : null;
      return { state, text };
    }
  } catch (err) {
    why = err instanceof SyntaxError ? 'not JSON' : String(err?.message ?? err);
  }
  return { state: null, text, why, kept: setAside(text) };
}

/**
 * Keeps `text`, a saved state the page cannot use, under ASIDE (in place of one set aside before)
 * for the user to recover, so that the page's next save does not overwrite it; true when kept.
 */
export function setAside(text) {
  try {
    // moved, not copied: the two together may not fit in the browser's storage
    localStorage.removeItem(KEY);
    localStorage.setItem(ASIDE, text);
    return true;
  } catch {
    return false;
  }
}

/** Saves the state; returns false when the browser refuses (storage full or off). */
export function save(state) {
  const copy = { ...state, version: VERSION };
  if (state.convention) copy.convention = { ...state.convention, files: state.convention.files.map((f) => ({ name: f.name, b64: toB64(f.bytes) })) };
  copy.own = state.own ? { name: state.own.name, b64: toB64(state.own.bytes) } : null;
  try {
    localStorage.setItem(KEY, JSON.stringify(copy));
    return true;
  } catch {
    return false;
  }
}

/** Clears what is saved, and what was set aside ("Start over" says it clears everything kept). */
export function clear() {
  try {
    localStorage.removeItem(KEY);
    localStorage.removeItem(ASIDE);
  } catch {
    // storage turned off: nothing is kept to clear
  }
}
