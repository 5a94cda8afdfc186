import { getDelegationStore } from "@/lib/delegation/get-store";

/**
 * Prints the reference of every stored delegation request as a JSON array, read through the
 * data layer in the server's DATA_DIR. The crash check compares it with the confirmations it saw.
 */
async function main(): Promise<void> {
  const store = await getDelegationStore();
  const references: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await store.list({ sort: "oldest", limit: 100, cursor });
    references.push(...page.items.map((item) => item.reference));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  process.stdout.write(`${JSON.stringify(references)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
