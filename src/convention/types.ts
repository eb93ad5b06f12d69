// What a convention build wrote, one entry per PDF: the packing list is made from these.
import type { Job } from '../build.js';
import type { Plan } from '../impose/pages.js';

export interface PacketInfo {
  /** The table's name, as the convention file gives it. */
  table: string;
  /** The side, or "game master", when the table is printed as one packet per side. */
  packet?: string;
  /** The PDF's file name in the output folder. */
  file: string;
  job: Job;
  plan: Plan;
}
