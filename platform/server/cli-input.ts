import "server-only";

/** `--email a@b.co` or `--email=a@b.co`; null when absent. */
export function readFlag(args: readonly string[], name: string): string | null {
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? "";
    if (arg === `--${name}`) return args[i + 1] ?? null;
    if (arg.startsWith(`--${name}=`)) return arg.slice(name.length + 3);
  }
  return null;
}

export function hasFlag(args: readonly string[], name: string): boolean {
  return args.includes(`--${name}`);
}

/** The first line of piped input, so `echo "$PW" | npm run admin:create -- --email a@b.co` works. */
export async function readFirstLine(stream: NodeJS.ReadableStream): Promise<string> {
  let data = "";
  for await (const chunk of stream) data += typeof chunk === "string" ? chunk : (chunk as Buffer).toString("utf8");
  return data.split(/\r?\n/)[0] ?? "";
}

/** Asks for a secret on a terminal without echoing what is typed. */
export function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode?.(true);
  stdin.resume();
  stdin.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") {
          stdin.off("data", onData);
          stdin.setRawMode?.(false);
          stdin.pause();
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (char === "\u0003") {
          process.stdout.write("\n");
          process.exit(130);
        }
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    };
    stdin.on("data", onData);
  });
}
