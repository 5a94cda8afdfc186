/** @jest-environment node */
import { createSqliteAdminStore } from "@/features/auth/admin-store/sqlite";
import { hashPassword } from "@/features/auth/password/password";
import { adminPasswordProblem } from "@/features/auth/password/password-rule";
import { createSqliteOutboxStore } from "@/features/outbox/sqlite";
import { acceptInvitation, acceptInvitationWithGoogle } from "@/features/team/invitations/accept";
import { composeInvitationMail } from "@/features/team/invitations/invitation-mail";
import { cancelInvitation, invitationForLink, resendInvitation, sendInvitation, type InvitationParts } from "@/features/team/invitations/invitations";
import { invitationOwner } from "@/features/team/invitations/outbox-channels";
import { createSqliteInvitationStore } from "@/features/team/invitations/sqlite";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { businessHours } from "@/platform/business-hours/settings";
import { defaultLimits } from "@/platform/config/limits";
import { openDatabase } from "@/platform/db/sqlite";
import { createRateLimiter } from "@/platform/rate-limit/limiter";
import { createSqliteRateLimitStore } from "@/platform/rate-limit/sqlite";

// Accepting hashes a password with scrypt at its real cost: seconds, not milliseconds, on a busy machine.
jest.setTimeout(30_000);

const owner = "ann@openseat.example";

function setUp() {
  const db = openDatabase("", ":memory:");
  let now = new Date("2026-03-02T09:00:00.000Z");
  const admins = createSqliteAdminStore(db);
  const tokens: string[] = [];
  const parts: InvitationParts = {
    invitations: createSqliteInvitationStore(db),
    team: createSqliteTeamStore(db, () => now),
    outbox: createSqliteOutboxStore(db),
    limiter: createRateLimiter(createSqliteRateLimitStore(db), () => now.getTime()),
    perOwner: defaultLimits.invitations.perOwner,
    hasAccount: async (address) => (await admins.findByEmail(address)) !== null,
    compose: async (invitation, token) => {
      tokens.push(token);
      return composeInvitationMail({ invitation, inviter: "Ann Lee", link: `https://www.openseat.example/admin/join/${token}`, team: "OpenSeat", hours: businessHours });
    },
    now: () => now,
  };
  const accept = (post: unknown) =>
    acceptInvitation(
      {
        ...parts,
        passwordProblem: adminPasswordProblem,
        hashPassword: (password) => hashPassword(password, { N: 2 ** 10, r: 8, p: 1 }),
        createAccount: async (address, passwordHash) => {
          try {
            await admins.create({ email: address, passwordHash });
            return true;
          } catch {
            return false;
          }
        },
      },
      post,
    );
  /** Google stand-in: `verified:<email>` and `unverified:<email>` are tokens of such accounts; anything else is refused. */
  const claims: string[] = [];
  const acceptWithGoogle = (post: unknown) =>
    acceptInvitationWithGoogle(
      {
        ...parts,
        verify: async (idToken) => {
          const match = /^(verified|unverified):(.+)$/.exec(idToken);
          if (!match) throw new Error("Invalid ID token");
          return { uid: `uid-${match[2]}`, email: match[2]!, emailVerified: match[1] === "verified" };
        },
        grantClaim: async (uid) => void claims.push(uid),
      },
      post,
    );
  return { parts, admins, tokens, accept, acceptWithGoogle, claims, later: (hours: number) => (now = new Date(now.getTime() + hours * 3_600_000)) };
}

describe("invitations", () => {
  it("sends one e-mail with the link to the lower-cased address, audited, and refuses a second while it is live", async () => {
    const { parts, tokens } = setUp();
    expect(await sendInvitation(parts, owner, { address: "  Eve@OpenSeat.example ", role: "member" })).toMatchObject({ ok: true, invitation: { address: "eve@openseat.example", role: "member", inviter: owner } });
    const [message] = await parts.outbox.listForOwner(invitationOwner.of("eve@openseat.example"));
    expect(message).toMatchObject({ channel: "team-invitation", recipients: ["eve@openseat.example"], state: "pending" });
    expect(message!.payload).toMatchObject({ kind: "mail" });
    if (message!.payload.kind === "mail") expect(message!.payload.text).toContain(`/admin/join/${tokens[0]}`);
    expect(await parts.team.auditTrail(5)).toEqual([expect.objectContaining({ by: owner, action: "invited", subject: "eve@openseat.example", role: "member" })]);
    expect(await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "owner" })).toEqual({ ok: false, values: { address: "eve@openseat.example", role: "owner" }, problems: { address: "pending-invitation" } });
  });

  it("keeps what was typed beside each problem, and refuses an address on the team or with an account", async () => {
    const { parts, admins } = setUp();
    expect(await sendInvitation(parts, owner, { address: "not an address", role: "boss" })).toEqual({ ok: false, values: { address: "not an address", role: "boss" }, problems: { address: "invalid-address", role: "invalid-role" } });
    await admins.create({ email: "pam@openseat.example", passwordHash: "x" });
    await parts.team.record("gil@openseat.example");
    expect(await sendInvitation(parts, owner, { address: "pam@openseat.example", role: "member" })).toMatchObject({ ok: false, problems: { address: "has-account" } });
    expect(await sendInvitation(parts, owner, { address: "gil@openseat.example", role: "member" })).toMatchObject({ ok: false, problems: { address: "has-account" } });
    expect(await parts.invitations.listPending(parts.now().toISOString())).toEqual([]);
  });

  it("lets one owner send 20 invitations and resends a day, and refuses the 21st without storing or sending it", async () => {
    const { parts } = setUp();
    for (let n = 0; n < 19; n += 1) expect(await sendInvitation(parts, owner, { address: `p${n}@openseat.example`, role: "member" })).toMatchObject({ ok: true });
    expect(await resendInvitation(parts, owner, "p0@openseat.example")).toMatchObject({ ok: true });
    expect(await sendInvitation(parts, owner, { address: "late@openseat.example", role: "member" })).toMatchObject({ ok: false, problems: { address: "rate-limited" } });
    expect(await resendInvitation(parts, owner, "p1@openseat.example")).toEqual({ ok: false, reason: "rate-limited" });
    expect(await parts.invitations.get("late@openseat.example")).toBeNull();
    // Another owner has a count of their own.
    expect(await sendInvitation(parts, "ben@openseat.example", { address: "late@openseat.example", role: "member" })).toMatchObject({ ok: true });
  });

  it("never sends the e-mail of a canceled invitation, nor the old link of a resent one", async () => {
    const { parts, tokens } = setUp();
    await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "member" });
    await resendInvitation(parts, owner, "eve@openseat.example");
    const messages = await parts.outbox.listForOwner(invitationOwner.of("eve@openseat.example"));
    expect(messages).toHaveLength(1);
    if (messages[0]!.payload.kind === "mail") expect(messages[0]!.payload.text).toContain(tokens[1]);
    expect((await invitationForLink(parts.invitations, tokens[0], parts.now())).state).toBe("unknown");
    expect(await cancelInvitation(parts, "eve@openseat.example")).toMatchObject({ state: "canceled" });
    expect(await parts.outbox.listForOwner(invitationOwner.of("eve@openseat.example"))).toEqual([]);
    expect((await invitationForLink(parts.invitations, tokens[1], parts.now())).state).toBe("canceled");
    expect(await cancelInvitation(parts, "eve@openseat.example")).toBeNull();
    expect(await resendInvitation(parts, owner, "eve@openseat.example")).toEqual({ ok: false, reason: "gone" });
  });

  it("accepts a link once: the account, the team row with the role and name; a weak password first costs nothing", async () => {
    const { parts, tokens, accept, admins } = setUp();
    await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "owner" });
    const token = tokens[0]!;
    // Shown, not consumed.
    expect(await invitationForLink(parts.invitations, token, parts.now())).toMatchObject({ state: "open", invitation: { address: "eve@openseat.example" } });
    const weak = await accept({ token, name: "Eve Park", password: "password1234", repeat: "password1234" });
    expect(weak).toMatchObject({ ok: false, link: "open", name: "Eve Park", problems: { password: expect.any(String) } });
    expect((weak as { problems: object }).problems).not.toHaveProperty("repeat");
    expect(await accept({ token, name: "", password: "violet kettle harbor sunrise", repeat: "violet kettle harbor sunrise!" })).toMatchObject({ ok: false, link: "open", problems: { name: "name", repeat: "mismatch" } });
    const made = await accept({ token, name: " Eve  Park ", password: "violet kettle harbor sunrise", repeat: "violet kettle harbor sunrise" });
    expect(made).toMatchObject({ ok: true, invitation: { address: "eve@openseat.example", role: "owner", state: "accepted" } });
    expect(await admins.findByEmail("eve@openseat.example")).not.toBeNull();
    expect(await parts.team.get("eve@openseat.example")).toMatchObject({ name: "Eve Park", role: "owner", removedAt: null });
    expect(await accept({ token, name: "Eve", password: "violet kettle harbor sunrise", repeat: "violet kettle harbor sunrise" })).toEqual({ ok: false, link: "used" });
    expect(await accept({ token: "x".repeat(43), name: "Eve", password: "p", repeat: "p" })).toEqual({ ok: false, link: "unknown" });
  });

  it("says an expired link has expired and makes nothing", async () => {
    const { parts, tokens, accept, admins, later } = setUp();
    await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "member" });
    later(72);
    expect(await accept({ token: tokens[0], name: "Eve", password: "violet kettle harbor sunrise", repeat: "violet kettle harbor sunrise" })).toEqual({ ok: false, link: "expired" });
    expect(await admins.count()).toBe(0);
  });

  it("accepts with Google only a verified account of the invited address, the link kept usable until then", async () => {
    const { parts, tokens, acceptWithGoogle, accept, claims, admins } = setUp();
    await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "member" });
    const token = tokens[0]!;
    expect(await acceptWithGoogle({ token, name: "Eve Park", idToken: "verified:mallory@openseat.example" })).toEqual({
      ok: false,
      link: "open",
      name: "Eve Park",
      googleAddress: "mallory@openseat.example",
      invited: "eve@openseat.example",
      problems: { google: "other-address" },
    });
    expect(await acceptWithGoogle({ token, name: "Eve Park", idToken: "unverified:eve@openseat.example" })).toMatchObject({ ok: false, link: "open", problems: { google: "unverified" } });
    expect(await acceptWithGoogle({ token, name: "Eve Park", idToken: "forged" })).toMatchObject({ ok: false, link: "open", problems: { google: "failed" } });
    expect(await acceptWithGoogle({ token, name: "eve@openseat.example", idToken: "verified:EVE@openseat.example" })).toMatchObject({ ok: false, link: "open", problems: { name: "name" } });
    expect(claims).toEqual([]);
    expect((await invitationForLink(parts.invitations, token, parts.now())).state).toBe("open");
    expect(await parts.team.get("eve@openseat.example")).toBeNull();

    expect(await acceptWithGoogle({ token, name: " Eve  Park ", idToken: "verified:EVE@openseat.example" })).toMatchObject({ ok: true, invitation: { address: "eve@openseat.example", role: "member", state: "accepted" } });
    expect(claims).toEqual(["uid-EVE@openseat.example"]);
    expect(await parts.team.get("eve@openseat.example")).toMatchObject({ name: "Eve Park", role: "member", removedAt: null });
    // No password account: a Google admin has none.
    expect(await admins.findByEmail("eve@openseat.example")).toBeNull();
    // Used once, whichever way: neither a second Google accept nor the password form makes anything more.
    expect(await acceptWithGoogle({ token, name: "Eve", idToken: "verified:eve@openseat.example" })).toEqual({ ok: false, link: "used" });
    expect(await accept({ token, name: "Eve", password: "violet kettle harbor sunrise", repeat: "violet kettle harbor sunrise" })).toEqual({ ok: false, link: "used" });
    expect(claims).toHaveLength(1);
  });

  it("makes one account of two accepts of one link at once, by Google and by password", async () => {
    const { parts, tokens, acceptWithGoogle, accept, claims, admins } = setUp();
    await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "owner" });
    const token = tokens[0]!;
    const outcomes = await Promise.all([
      acceptWithGoogle({ token, name: "Eve", idToken: "verified:eve@openseat.example" }),
      accept({ token, name: "Eve", password: "violet kettle harbor sunrise", repeat: "violet kettle harbor sunrise" }),
    ]);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([{ ok: false, link: "used" }]);
    expect(claims.length + (await admins.count())).toBe(1);
  });

  it("says a canceled or expired link is so when accepting with Google, and sets no claim", async () => {
    const { parts, tokens, acceptWithGoogle, claims, later } = setUp();
    await sendInvitation(parts, owner, { address: "eve@openseat.example", role: "member" });
    await sendInvitation(parts, owner, { address: "gil@openseat.example", role: "member" });
    await cancelInvitation(parts, "eve@openseat.example");
    expect(await acceptWithGoogle({ token: tokens[0], name: "Eve", idToken: "verified:eve@openseat.example" })).toEqual({ ok: false, link: "canceled" });
    later(72);
    expect(await acceptWithGoogle({ token: tokens[1], name: "Gil", idToken: "verified:gil@openseat.example" })).toEqual({ ok: false, link: "expired" });
    expect(await acceptWithGoogle({ token: 42, name: "Gil", idToken: "verified:gil@openseat.example" })).toEqual({ ok: false, link: "unknown" });
    expect(claims).toEqual([]);
  });
});
