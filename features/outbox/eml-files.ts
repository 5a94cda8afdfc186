import "server-only";
import { readdir, rm } from "node:fs/promises";
import { emlFolder } from "@/features/outbox/mail-transport";

/**
 * The .eml files a local run writes instead of sending (DATA_DIR/mail/<request id>/) hold the same personal
 * data as the request: they go when it goes, by erasure, deletion or the retention purge.
 */
export async function removeEmlFiles(mailDir: string, requestIds: readonly string[]): Promise<void> {
  await Promise.all(requestIds.map((id) => rm(emlFolder(mailDir, id), { recursive: true, force: true })));
}

/** Removes every request folder whose request no longer exists (the purge deletes requests by age, not by id); returns how many. */
export async function sweepEmlFolders(mailDir: string, exists: (requestId: string) => Promise<boolean>): Promise<number> {
  let entries: string[];
  try {
    entries = await readdir(mailDir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const requestId of entries) {
    if (await exists(requestId)) continue;
    await removeEmlFiles(mailDir, [requestId]);
    removed += 1;
  }
  return removed;
}
