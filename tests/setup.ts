// Node's platform (files, svgdom, zlib) for tests that import library modules directly.
import '../src/platform/node.js';
