/**
 * Start-up checks for the environment, the store, the company's details and the admin area. They run when
 * the server starts, not while `next build` prerenders pages: a build may legitimately lack runtime secrets.
 * Each refusal is one JSON log line saying what to do, then the process exits (platform/server/start-refusal.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isBuildPhase } = await import("@/platform/server/build-phase");
  if (isBuildPhase()) return;
  // First: whatever Next or a library writes to the console from here on is one escaped JSON line, like ours.
  const { installConsoleRouting } = await import("@/platform/logging/console-routing");
  installConsoleRouting();
  // next-auth reads NEXTAUTH_URL itself and, when it is unset, builds sign-in callbacks on http://localhost:3000
  // whatever SITE_URL and PORT say: it gets the address the rest of the site uses, before anything reads it.
  const { publicUrl } = await import("@/platform/server/deployment");
  if (!process.env.NEXTAUTH_URL?.trim()) process.env.NEXTAUTH_URL = publicUrl(process.env).origin;
  const { runEnvironmentStartupCheck, runDataStoreStartupCheck } = await import("@/platform/server/environment-startup-check");
  runEnvironmentStartupCheck();
  const { getEnv } = await import("@/platform/env");
  const { runEmulatorStartupCheck, runSecondFactorStartupCheck } = await import("@/features/auth/startup-checks");
  runEmulatorStartupCheck();
  runSecondFactorStartupCheck();
  // Before the first request: every later reader of X-Forwarded-For sees the real peer at its end.
  const { installSocketAddressStamp } = await import("@/platform/security/socket-address-stamp");
  installSocketAddressStamp();
  // Methods the site does not answer and posts too large by their headers, before Next builds a request or reads a body.
  const { installRequestGate } = await import("@/platform/security/request-gate-server");
  installRequestGate();
  // Next leaves SIGTERM to the app only when told to; App Hosting's run settings and `npm start` tell it.
  if (process.env.NEXT_MANUAL_SIG_HANDLE) {
    const { installGracefulShutdown } = await import("@/platform/server/graceful-shutdown");
    installGracefulShutdown({ graceMs: getEnv().SHUTDOWN_GRACE_MS });
  }
  runDataStoreStartupCheck();
  // platform/config/company.ts parses the details as it loads: malformed ones throw from the import, before the check runs.
  const { refuseToStart } = await import("@/platform/server/start-refusal");
  const { runCompanyStartupCheck } = await import("@/app/company-startup-check").catch((error: unknown) =>
    refuseToStart("company", `Refusing to start: ${error instanceof Error ? error.message : String(error)}`),
  );
  runCompanyStartupCheck();
  // A deployment nobody would hear a lead from does not start (features/outbox/config.ts).
  const { messagingRefusal } = await import("@/features/outbox/config");
  const mailRefusal = messagingRefusal(getEnv());
  if (mailRefusal) refuseToStart("mail", mailRefusal);
  const { runAdminStartupChecks } = await import("@/features/auth/startup-checks");
  await runAdminStartupChecks();
  // Opening the delegation store applies its migrations at start rather than on the first visitor's submit.
  const { getDelegationStore } = await import("@/features/delegation/get-store");
  const store = await getDelegationStore();
  // Firestore deletes expired requests itself (a TTL policy on their expiry field); SQLite needs the server to.
  if (getEnv().DATA_STORE === "sqlite") {
    const [{ schedulePurge }, { site }, { onShutdown }, { getMessagingConfig }] = await Promise.all([
      import("@/features/delegation/purge"),
      import("@/platform/config/site"),
      import("@/platform/server/graceful-shutdown"),
      import("@/features/outbox/runtime"),
    ]);
    onShutdown(schedulePurge(store, site.dataRetention.requestMonths, undefined, undefined, getMessagingConfig().mailDir).stop);
    // With BACKUP_DIR, one copy a day at the team's quiet hour, taken by one of the processes on the folder.
    const { backupScheduleWith } = await import("@/platform/backup/settings");
    const schedule = backupScheduleWith(getEnv());
    if (schedule) {
      const [{ scheduleBackups }, { createBackupRuns }, { openDatabase }, { LEDGER_FILE }, { logEvent }] = await Promise.all([
        import("@/platform/backup/schedule"),
        import("@/platform/backup/runs"),
        import("@/platform/db/sqlite"),
        import("@/platform/db/data-files"),
        import("@/platform/logging/log"),
      ]);
      const dataDir = getEnv().DATA_DIR;
      onShutdown(scheduleBackups({ schedule, source: () => openDatabase(dataDir), runs: () => createBackupRuns(openDatabase(dataDir, LEDGER_FILE)), log: logEvent }));
    }
  }
  // Due messages go out on a timer too, so a failed one is retried soon after the other side is back. On Cloud
  // Run an idle instance gets little CPU: there the scheduler's call to POST /api/outbox/flush is what counts.
  const [{ scheduleOutboxDelivery }, { scheduleLinkUpdates }, { scheduleReminderSweep }, { onShutdown }] = await Promise.all([
    import("@/features/delegation/outbox-delivery"),
    import("@/features/booking/runtime"),
    import("@/features/admin/reminders/runtime"),
    import("@/platform/server/graceful-shutdown"),
  ]);
  onShutdown(scheduleOutboxDelivery());
  // Meeting-link updates owed to buyers come due while nobody posts anything: the same timer sends them.
  onShutdown(scheduleLinkUpdates());
  // So do the reminders before a reply is due, the alerts once it is late and the morning digests.
  onShutdown(scheduleReminderSweep());
}

/**
 * Every error Next catches while answering a request (a render, a route handler, a server action, the
 * proxy) also as one JSON line with its stack and the request's trace: Next's own print of it is plain
 * text, which Cloud Logging cannot filter on and which a visitor's text inside the message can break.
 */
export const onRequestError: import("next").Instrumentation.onRequestError = async (error, request, context) => {
  const [{ logEvent }, { logRequestError }] = await Promise.all([import("@/platform/logging/log"), import("@/platform/logging/request-error")]);
  logRequestError(logEvent, error, request, context);
};
