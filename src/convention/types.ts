// What a convention build hands the packing list: one PDF per table, or per packet of a table.
import type { Job } from '../build.js';
import type { Plan } from '../impose/pages.js';
import type { PacketSummary } from './packing.js';

/** One PDF of the event: its table, its packet (a side or "game master"; absent when the table is
 * one file), its base name in the output folder, the job it was built from and its page plan. */
export interface PacketInfo { table: string; packet?: string; file: string; job: Job; plan: Plan }

/** One PDF of the event once written: its pages are released, and its packing-list rows kept. */
export interface PacketWritten { table: string; packet?: string; file: string; pages: number; summary: PacketSummary }

/** A convention written: its PDFs, their pages in all, and the files of an earlier run it removed
 * (those the folder's manifest lists that this run did not write again). */
export interface ConventionResult { packets: PacketWritten[]; pages: number; removed: string[] }
