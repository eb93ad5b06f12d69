// What a convention build hands the packing list: one PDF per table, or per packet of a table.
import type { Job } from '../build.js';
import type { Plan } from '../impose/pages.js';

/** One PDF of the event: its table, its packet (a side or "game master"; absent when the table is
 * one file), its base name in the output folder, the job it was built from and its page plan. */
export interface PacketInfo { table: string; packet?: string; file: string; job: Job; plan: Plan }
