import { spawnSync } from "node:child_process";

/**
 * Programs other than the server that open the database file, read, and close it: what an operator's shell, a
 * monitoring check or a backup script does beside a live server. The data-loss fault showed with SQLite 3.40's
 * close (Python's module, the `sqlite3` shell); the Node child runs the project's own SQLite build. A program
 * missing here is skipped with a loud line, never silently.
 */
export interface OutsideOpener {
  readonly name: string;
  /** Opens `file`, reads its schema, closes it; throws when the program fails. */
  readonly openReadClose: (file: string) => void;
}

const readSchema = "SELECT count(*) FROM sqlite_master";

function run(command: string, args: readonly string[]): void {
  const result = spawnSync(command, args, { encoding: "utf8", timeout: 30_000 });
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status ?? result.signal}: ${result.stderr}`);
}

const found = (command: string) => spawnSync("sh", ["-c", `command -v ${command}`], { stdio: "ignore" }).status === 0;

export function outsideOpeners(): OutsideOpener[] {
  const openers: OutsideOpener[] = [
    {
      name: "a Node process with better-sqlite3",
      openReadClose: (file) =>
        run(process.execPath, [
          "-e",
          `const Database = require(${JSON.stringify(require.resolve("better-sqlite3"))});
const db = new Database(${JSON.stringify(file)});
db.prepare(${JSON.stringify(readSchema)}).get();
db.close();`,
        ]),
    },
  ];
  if (found("python3")) {
    openers.push({
      name: "Python's sqlite3 module",
      openReadClose: (file) =>
        run("python3", ["-c", `import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\nc.execute(${JSON.stringify(readSchema)}).fetchone()\nc.close()`, file]),
    });
  } else {
    console.warn("\n!!! python3 is not installed: the data-loss checks run without Python's sqlite3 module !!!\n");
  }
  if (found("sqlite3")) {
    openers.push({ name: "the sqlite3 shell", openReadClose: (file) => run("sqlite3", [file, `${readSchema};`]) });
  } else {
    console.warn("\n!!! the sqlite3 shell is not installed: the data-loss checks run without it !!!\n");
  }
  return openers;
}
