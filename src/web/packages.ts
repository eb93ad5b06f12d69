/// <reference path="./modules.d.ts" />
// The packages the library's code loads by name (src/lazy.ts), bundled into the engine; the
// spreadsheet reader is not among them (./assets.ts loads it on first need).
import * as svgjs from '@svgdotjs/svg.js';
import * as csv from 'csv-parse/sync';
import * as fontkit from 'fontkit';
import Handlebars from 'handlebars';
import * as pdfkit from 'pdfkit';
import Helvetica from 'pdfkit/standard-fonts/Helvetica';
import * as yaml from 'yaml';
import { packages } from './platform.js';

packages.set('@svgdotjs/svg.js', svgjs);
packages.set('csv-parse/sync', csv);
packages.set('fontkit', fontkit);
packages.set('handlebars', Handlebars);
packages.set('yaml', yaml);

// pdfkit starts each document in Helvetica, as in Node, where it reads the metrics from a file; the
// page's pdfkit is given them (6 KB), so its documents name their fonts as the command line's do
(pdfkit as unknown as { registerStdFonts(...fonts: object[]): void }).registerStdFonts(Helvetica);
