// The preview page: a strip of page thumbnails, the current page large (the very SVG the PDF is drawn
// from, inlined so it takes the embedded fonts), zoom, and the paper and duplex choices. The server
// says "update" over server-sent events after every save; the page then reloads its state, keeping
// the page, zoom and scroll the user was on.
const $ = (id) => document.getElementById(id);
const PX_PER_PT = 96 / 72; // CSS pixels per point on a screen of nominal scale
const SCALE_KEY = 'broadside.screenScale';

const view = { page: 0, zoom: 'fit', scale: Number(localStorage.getItem(SCALE_KEY)) || 1 };
let state = null;
let shownPages = -1; // the pages version the thumbnails show
let loading = null;
let again = false;

function factor(page) {
  const box = $('view');
  const w = box.clientWidth - 32;
  const h = box.clientHeight - 32;
  if (view.zoom === 'fit') return Math.max(0.05, Math.min(w / page.width, h / page.height));
  if (view.zoom === 'width') return Math.max(0.05, w / page.width);
  const times = view.zoom === 'actual' ? 1 : Number(view.zoom);
  return PX_PER_PT * view.scale * times;
}

function sizeSheet() {
  const svg = $('sheet').querySelector('svg');
  const page = state?.pages[view.page];
  if (!svg || !page) return;
  const f = factor(page);
  svg.setAttribute('width', String(page.width * f));
  svg.setAttribute('height', String(page.height * f));
}

async function showPage() {
  const box = $('view');
  const scroll = [box.scrollLeft, box.scrollTop];
  const n = view.page + 1;
  const res = await fetch(`/pages/${n}.svg?v=${state.pagesVersion}`);
  if (!res.ok) return;
  const doc = new DOMParser().parseFromString(await res.text(), 'image/svg+xml');
  const svg = document.importNode(doc.documentElement, true);
  svg.setAttribute('data-page', String(n));
  $('sheet').replaceChildren(svg);
  sizeSheet();
  [box.scrollLeft, box.scrollTop] = scroll;
  for (const b of $('thumbs').children) b.toggleAttribute('aria-current', false);
  $('thumbs').children[view.page]?.setAttribute('aria-current', 'page');
  $('thumbs').children[view.page]?.scrollIntoView({ block: 'nearest' });
}

function showThumbs() {
  const strip = $('thumbs');
  strip.replaceChildren(...state.pages.map((p, i) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.title = `page ${i + 1}`;
    const img = document.createElement('img');
    img.loading = 'lazy';
    img.alt = `page ${i + 1}`;
    img.width = 130;
    img.height = Math.round((130 * p.height) / p.width);
    img.src = `/pages/${i + 1}.svg?v=${state.pagesVersion}`;
    b.append(img, String(i + 1));
    b.addEventListener('click', () => go(i));
    return b;
  }));
  shownPages = state.pagesVersion;
}

function showProblems() {
  const list = $('problems');
  list.replaceChildren(...state.problems.map((p) => {
    const li = document.createElement('li');
    const code = document.createElement('code');
    code.textContent = p.text;
    li.append(code);
    if (p.quote) {
      const pre = document.createElement('pre');
      const num = `${p.quote.line} | `;
      pre.textContent = `${num}${p.quote.text}\n${' '.repeat(num.length + Math.max(0, p.quote.col - 1))}^`;
      li.append(pre);
    }
    return li;
  }));
  $('banner').hidden = state.problems.length === 0;
}

function showControls() {
  const paper = $('paper');
  const names = state.papers.includes(state.paper) ? state.papers : [state.paper, ...state.papers];
  paper.replaceChildren(...names.map((n) => new Option(n, n)));
  paper.value = state.paper;
  $('duplex-control').hidden = !state.duplexApplies;
  $('duplex').value = state.duplex;
  $('title').textContent = state.title || 'broadside';
  $('file').textContent = state.file;
  document.title = `${state.title || state.file} · broadside preview`;
  const time = new Date().toLocaleTimeString();
  $('status').textContent = state.problems.length ? `problems at ${time}` : `${state.pages.length} pages · updated ${time} · ${state.renderMs} ms`;
  // the PDF is made only from files without problems: what `kit` would write
  $('download').toggleAttribute('aria-disabled', state.pages.length === 0 || state.problems.length > 0);
}

/** Loads the state and shows it; calls made while one runs fold into one more run. */
async function refresh() {
  if (loading) {
    again = true;
    return loading;
  }
  loading = (async () => {
    do {
      again = false;
      state = await (await fetch('/state')).json();
      view.page = Math.min(view.page, Math.max(0, state.pages.length - 1));
      showControls();
      showProblems();
      if (state.pagesVersion !== shownPages) {
        showThumbs();
        if (state.pages.length) await showPage();
      }
      document.body.dataset.version = String(state.version);
    } while (again);
  })();
  try {
    await loading;
  } finally {
    loading = null;
  }
}

function go(i) {
  if (!state || i < 0 || i >= state.pages.length || i === view.page) return;
  view.page = i;
  $('view').scrollTo(0, 0);
  showPage();
}

async function choose() {
  await fetch('/choices', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ paper: $('paper').value, duplex: $('duplex').value }),
  });
  // the server's update event reloads the pages
}

function setScale(v) {
  view.scale = v;
  localStorage.setItem(SCALE_KEY, String(v));
  $('scale').value = String(v);
  $('scale-value').textContent = `${Math.round(v * 1000) / 10} %`;
  $('inch').style.width = `${96 * v}px`;
  sizeSheet();
}

$('paper').addEventListener('change', choose);
$('duplex').addEventListener('change', choose);
$('zoom').addEventListener('change', () => {
  view.zoom = $('zoom').value;
  sizeSheet();
});
$('calibrate-toggle').addEventListener('click', () => {
  const panel = $('calibrate');
  panel.hidden = !panel.hidden;
  $('calibrate-toggle').setAttribute('aria-expanded', String(!panel.hidden));
});
$('scale').addEventListener('input', () => setScale(Number($('scale').value)));
window.addEventListener('resize', sizeSheet);
window.addEventListener('keydown', (e) => {
  if (e.target instanceof HTMLSelectElement || e.target instanceof HTMLInputElement) return;
  if (e.key === 'ArrowRight' || e.key === 'PageDown') go(view.page + 1);
  if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(view.page - 1);
});

setScale(view.scale);
const events = new EventSource('/events');
events.addEventListener('update', () => refresh());
events.addEventListener('error', () => {
  $('status').textContent = 'disconnected: is broadside serve still running?';
});
