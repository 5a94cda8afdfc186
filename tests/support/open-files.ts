import { readdirSync, readlinkSync } from "node:fs";

/**
 * What a process's open descriptors point at (Linux's /proc), "(deleted)" marking a file unlinked while still
 * open: how the data-loss tests see a server writing to a write-ahead log another program removed.
 */
export function openFileTargets(pid: number | "self"): string[] {
  const folder = `/proc/${pid}/fd`;
  return readdirSync(folder).flatMap((fd) => {
    try {
      return [readlinkSync(`${folder}/${fd}`)];
    } catch {
      // Closed between the listing and the read.
      return [];
    }
  });
}
