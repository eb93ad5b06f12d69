// The preview page: the shared viewer (viewer.js: thumbnails, the current page large, zoom, page
// turning) over the pages the server renders, and the paper and duplex choices. The server says
// "update" over server-sent events after every save; the page then reloads its state, and the
// viewer keeps the page, zoom and scroll the user was on.
import { createViewer } from './viewer.js';

const $ = (id) => document.getElementById(id);
const viewer = createViewer({ thumbs: $('thumbs'), view: $('view'), sheet: $('sheet'), zoom: $('zoom') });
let state = null;
let loading = null;
let again = false;

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

async function pageSvg(i) {
  const res = await fetch(`/pages/${i + 1}.svg?v=${state.pagesVersion}`);
  return res.ok ? res.text() : null;
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
      showControls();
      showProblems();
      const v = state.pagesVersion;
      await viewer.show(state.pages, v, pageSvg, (i) => `/pages/${i + 1}.svg?v=${v}`);
      document.body.dataset.version = String(state.version);
    } while (again);
  })();
  try {
    await loading;
  } finally {
    loading = null;
  }
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
  viewer.setScale(v);
  $('scale').value = String(v);
  $('scale-value').textContent = `${Math.round(v * 1000) / 10} %`;
  $('inch').style.width = `${96 * v}px`;
}

$('paper').addEventListener('change', choose);
$('duplex').addEventListener('change', choose);
$('calibrate-toggle').addEventListener('click', () => {
  const panel = $('calibrate');
  panel.hidden = !panel.hidden;
  $('calibrate-toggle').setAttribute('aria-expanded', String(!panel.hidden));
});
$('scale').addEventListener('input', () => setScale(Number($('scale').value)));

setScale(viewer.scale);
const events = new EventSource('/events');
events.addEventListener('update', () => refresh());
events.addEventListener('error', () => {
  $('status').textContent = 'disconnected: is broadside serve still running?';
});
