// The page viewer shared by `broadside serve` and the static site: a strip of page thumbnails, the
// current page large (the very SVG the PDF is drawn from, inlined so it takes the embedded fonts),
// zoom and page turning. Where the pages come from is the caller's: a function gives page i's SVG
// text and another its thumbnail's image address. Showing new pages keeps the page, zoom and scroll
// the user was on.
const PX_PER_PT = 96 / 72; // CSS pixels per point on a screen of nominal scale
const SCALE_KEY = 'broadside.screenScale';
// the zooms the viewer offers, by the values factor() reads: fitted, actual size, or times actual size
const ZOOMS = [['fit', 'fit page'], ['width', 'fit width'], ['actual', 'actual size'], ['0.5', '50 %'], ['2', '200 %'], ['4', '400 %']];

/**
 * @param {{ thumbs: HTMLElement, view: HTMLElement, sheet: HTMLElement, zoom: HTMLSelectElement }} el
 */
export function createViewer(el) {
  el.zoom.replaceChildren(...ZOOMS.map(([value, label]) => new Option(label, value)));
  const state = { page: 0, zoom: el.zoom.value || 'fit', scale: Number(localStorage.getItem(SCALE_KEY)) || 1 };
  /** @type {{ width: number, height: number }[]} */
  let pages = [];
  let svgOf = (_i) => Promise.resolve('');
  let version = null; // the pages the thumbnails show
  let showing = 0; // a token, so that a slow page never replaces a newer one

  function factor(page) {
    const w = el.view.clientWidth - 32;
    const h = el.view.clientHeight - 32;
    if (state.zoom === 'fit') return Math.max(0.05, Math.min(w / page.width, h / page.height));
    if (state.zoom === 'width') return Math.max(0.05, w / page.width);
    const times = state.zoom === 'actual' ? 1 : Number(state.zoom);
    return PX_PER_PT * state.scale * times;
  }

  function size() {
    const svg = el.sheet.querySelector('svg');
    const page = pages[state.page];
    if (!svg || !page) return;
    const f = factor(page);
    svg.setAttribute('width', String(page.width * f));
    svg.setAttribute('height', String(page.height * f));
  }

  async function showPage() {
    const token = ++showing;
    const scroll = [el.view.scrollLeft, el.view.scrollTop];
    const n = state.page + 1;
    const text = await svgOf(state.page);
    if (token !== showing || text == null) return;
    const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
    const svg = document.importNode(doc.documentElement, true);
    svg.setAttribute('data-page', String(n));
    // the page is described by its thumbnail's label; the sheet's own text is read as it is
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', `page ${n} of ${pages.length}`);
    el.sheet.replaceChildren(svg);
    size();
    [el.view.scrollLeft, el.view.scrollTop] = scroll;
    for (const b of el.thumbs.children) b.toggleAttribute('aria-current', false);
    el.thumbs.children[state.page]?.setAttribute('aria-current', 'page');
    reveal(el.thumbs.children[state.page]);
  }

  /**
   * Scrolls the strip, and nothing around it, to show the current page's thumbnail: on a narrow
   * screen the whole page scrolls, and scrollIntoView would carry it off to the pages after every
   * edit, away from the fields and messages above them.
   */
  function reveal(thumb) {
    if (!thumb) return;
    const box = el.thumbs.getBoundingClientRect();
    const r = thumb.getBoundingClientRect();
    if (r.top < box.top) el.thumbs.scrollTop -= box.top - r.top;
    else if (r.bottom > box.bottom) el.thumbs.scrollTop += Math.min(r.bottom - box.bottom, r.top - box.top);
  }

  function showThumbs(thumbSrc) {
    el.thumbs.replaceChildren(...pages.map((p, i) => {
      const b = document.createElement('button');
      b.type = 'button';
      b.title = `page ${i + 1}`;
      const img = document.createElement('img');
      img.loading = 'lazy';
      img.alt = `page ${i + 1}`;
      img.width = 130;
      img.height = Math.round((130 * p.height) / p.width);
      img.src = thumbSrc(i);
      b.append(img, String(i + 1));
      b.addEventListener('click', () => go(i));
      return b;
    }));
  }

  function go(i) {
    if (i < 0 || i >= pages.length || i === state.page) return;
    state.page = i;
    el.view.scrollTo(0, 0);
    showPage();
  }

  function setScale(v) {
    state.scale = v;
    localStorage.setItem(SCALE_KEY, String(v));
    size();
  }

  el.zoom.addEventListener('change', () => {
    state.zoom = el.zoom.value;
    size();
  });
  window.addEventListener('resize', size);
  window.addEventListener('keydown', (e) => {
    const t = e.target;
    if (t instanceof HTMLSelectElement || t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement) return;
    if (e.key === 'ArrowRight' || e.key === 'PageDown') go(state.page + 1);
    if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(state.page - 1);
  });

  return {
    get page() { return state.page; },
    get scale() { return state.scale; },
    setScale,
    go,
    /**
     * Shows a new set of pages. `v` names the set: thumbnails are made again only for a new one.
     * @param {{ width: number, height: number }[]} list
     * @param {unknown} v
     * @param {(i: number) => Promise<string|null>|string|null} svg page i's SVG text
     * @param {(i: number) => string} thumb page i's thumbnail address
     */
    async show(list, v, svg, thumb) {
      if (v === version) return;
      version = v;
      pages = list;
      svgOf = async (i) => svg(i);
      state.page = Math.min(state.page, Math.max(0, pages.length - 1));
      showThumbs(thumb);
      if (pages.length) await showPage();
      else el.sheet.replaceChildren();
    },
  };
}
