import { simpleParser, type ParsedMail } from "mailparser";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/** One message as a real SMTP server received it: the envelope, and the parsed message. */
export interface ReceivedMail {
  readonly from: string;
  readonly to: readonly string[];
  readonly raw: string;
  readonly parsed: ParsedMail;
}

export interface SmtpSink {
  readonly port: number;
  readonly url: string;
  readonly received: ReceivedMail[];
  /** Recipients refused with this reply code at RCPT TO (e.g. 550 for an address that does not exist). */
  readonly refuse: Map<string, number>;
  /** Resolves once a message satisfying `match` has arrived (polls what has been received). */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Stops listening and drops every open connection; start() listens again on the same port. */
  stop(): Promise<void>;
  start(): Promise<void>;
}

/**
 * A real SMTP server on loopback (the smtp-server package), as a mail provider would be, keeping what it
 * receives in memory for the test to read. No TLS and no authentication: the site connects with smtp://.
 */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refuse = new Map<string, number>();
  let server: SMTPServer | null = null;
  let boundPort = port;

  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onRcptTo(address, _session, callback) {
        const code = refuse.get(address.address.toLowerCase());
        if (code) return callback(Object.assign(new Error(`Refused: ${address.address}`), { responseCode: code }));
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          simpleParser(raw).then(
            (parsed) => {
              received.push({
                from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
                to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                raw,
                parsed,
              });
              callback();
            },
            (error: Error) => callback(error),
          );
        });
      },
    });

  const sink: SmtpSink = {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    refuse,
    async waitFor(match, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No matching message within ${timeoutMs} ms (received ${received.length})`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async start() {
      if (server) return;
      const next = create();
      await new Promise<void>((resolve, reject) => {
        next.once("error", reject);
        next.listen(boundPort, "127.0.0.1", () => resolve());
      });
      boundPort = (next.server.address() as AddressInfo).port;
      server = next;
    },
    async stop() {
      const current = server;
      server = null;
      if (!current) return;
      await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
  await sink.start();
  return sink;
}
