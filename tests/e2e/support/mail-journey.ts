import { expect, test } from "@playwright/test";
import { randomUUID } from "node:crypto";
import { startSmtpSink, type ReceivedMail, type SmtpSink } from "../../support/smtp-sink";
import { startMailSites, type MailSites } from "./own-site";
import { storeEnv, type SiteMetadata } from "./site";

/** What a journey that sends real mail works with, once its servers are up. */
export interface MailJourney {
  readonly sink: SmtpSink;
  readonly sites: MailSites;
  readonly bases: readonly string[];
  /** Delivers what is due on `base`, as Cloud Scheduler would. */
  flush(base: string): Promise<void>;
  /** Waits for the e-mail to `to` whose subject matches, flushing `base` (the second server unless given) meanwhile. */
  mailTo(to: string, subject: RegExp, options?: { readonly base?: string; readonly timeout?: number }): Promise<ReceivedMail>;
}

/**
 * Registers, in the calling describe block, a real SMTP server on loopback and two server processes on one
 * store that send to it (a Firestore project of their own on the shared emulator, named after `name`, so other
 * specs' admins, calls and messages are not in it), their logs attached to a failing test, and their end.
 * Hooks the spec registers after this call run once the servers are up. Settings known only once the run has
 * begun (an emulator a spec starts in a hook registered before this call) may be given as a function, called as the
 * servers start, with the project's metadata.
 */
export function mailJourney(
  name: string,
  settings: Readonly<Record<string, string>> | ((metadata: SiteMetadata) => Readonly<Record<string, string>>) = {},
  readyWithinMs = 120_000,
): () => MailJourney {
  let journey: MailJourney | undefined;

  test.beforeAll(async () => {
    // The hook's own time (the describe's timeout does not set it): the servers get readyWithinMs to answer.
    test.setTimeout(readyWithinMs + 30_000);
    const metadata = test.info().project.metadata as SiteMetadata;
    const store = metadata.store === "firestore" ? { ...storeEnv(metadata), FIREBASE_PROJECT_ID: `demo-${name}-${randomUUID().slice(0, 8)}` } : storeEnv(metadata);
    const sink = await startSmtpSink();
    const sites = await startMailSites(2, store, sink.url, typeof settings === "function" ? settings(metadata) : settings, readyWithinMs);
    const matching = (to: string, subject: RegExp) => (mail: ReceivedMail) => mail.to.includes(to) && subject.test(mail.parsed.subject ?? "");
    journey = {
      sink,
      sites,
      bases: sites.bases,
      flush: (base) => sites.flush(base),
      async mailTo(to, subject, { base = sites.bases[1]!, timeout = 90_000 } = {}) {
        await expect.poll(async () => (await sites.flush(base), sink.received.some(matching(to, subject))), { timeout, intervals: [1_000] }).toBe(true);
        return sink.received.find(matching(to, subject))!;
      },
    };
  });

  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach("servers.log", { body: journey?.sites.output() ?? "", contentType: "text/plain" });
  });

  test.afterAll(async () => {
    journey?.sites.stop();
    await journey?.sink.stop();
  });

  return () => {
    if (!journey) throw new Error("the journey's servers start before its tests run");
    return journey;
  };
}
