import "server-only";
import { readdir, rm } from "node:fs/promises";
import path from "node:path";
import { emlFolder } from "@/features/outbox/mail-transport";
import { earlierOwnerKind, ownerKindPattern, type OutboxOwner, type OutboxOwnerKind } from "@/features/outbox/owners";

/**
 * The .eml files a local run writes instead of sending (features/outbox/mail-transport.ts, emlFolder) hold the
 * same personal data as their owner: they go when it goes, by erasure, deletion or the retention purge.
 */
export async function removeEmlFiles(mailDir: string, owners: readonly OutboxOwner[]): Promise<void> {
  await Promise.all(owners.map((owner) => rm(emlFolder(mailDir, owner), { recursive: true, force: true })));
}

/**
 * The ids of one kind's folders. A request's folders sit at the top of the mail folder, beside one folder
 * per other kind: a name that could be a kind (no digit) is such a folder, never a request's (a UUID).
 */
async function folderIds(mailDir: string, kind: string): Promise<string[]> {
  let names: string[];
  try {
    names = await readdir(kind === earlierOwnerKind ? mailDir : path.join(mailDir, kind));
  } catch {
    return [];
  }
  if (kind === earlierOwnerKind) return names.filter((name) => !ownerKindPattern.test(name));
  return names.flatMap((name) => {
    try {
      return [decodeURIComponent(name)];
    } catch {
      return [];
    }
  });
}

/**
 * Removes every folder of this kind whose owner no longer exists (a purge deletes owners by age, not by id);
 * returns how many. Other kinds' folders are left alone.
 */
export async function sweepEmlFolders(mailDir: string, kind: OutboxOwnerKind, exists: (id: string) => Promise<boolean>): Promise<number> {
  let removed = 0;
  for (const id of await folderIds(mailDir, kind.kind)) {
    if (await exists(id)) continue;
    await removeEmlFiles(mailDir, [{ kind: kind.kind, id }]);
    removed += 1;
  }
  return removed;
}
