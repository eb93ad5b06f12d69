// The site's service worker (scripts/build-web.mjs fills in the version and the files): on the first
// visit it keeps every file of this build, so later visits work without a network; a new build
// (another version) replaces the old copy. Requests are answered from the copy first.
const VERSION = '__VERSION__';
const FILES = [/* FILES */];
const CACHE = `broadside-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith('broadside-') && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  event.respondWith(caches.open(CACHE).then(async (cache) => {
    const hit = await cache.match(event.request, { ignoreSearch: true });
    return hit ?? fetch(event.request);
  }));
});
