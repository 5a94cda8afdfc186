import { expiresAtFor, invitationTokenHash, invitationTokenSchema, inviteProblem, isLive, linkState, newInvitationToken } from "@/features/team/invitations/rules";
import { inviteProblemMessages, linkStateMessages } from "@/features/team/invitations/invitation-copy";

const sent = new Date("2026-03-02T09:00:00.000Z");
const at = (hours: number) => new Date(sent.getTime() + hours * 3_600_000);
const pending = { state: "pending" as const, expiresAt: expiresAtFor(sent).toISOString() };

describe("invitation rules", () => {
  it("gives a link 72 hours from its sending, and it stops working at that instant", () => {
    expect(expiresAtFor(sent).toISOString()).toBe("2026-03-05T09:00:00.000Z");
    expect(isLive(pending, at(71.99))).toBe(true);
    expect(isLive(pending, at(72))).toBe(false);
    expect(linkState(pending, at(1))).toBe("open");
    expect(linkState(pending, at(72))).toBe("expired");
  });

  it("tells a used, a canceled and an unknown link apart, whatever the time", () => {
    expect(linkState({ ...pending, state: "accepted" }, at(1))).toBe("used");
    expect(linkState({ ...pending, state: "accepted" }, at(100))).toBe("used");
    expect(linkState({ ...pending, state: "canceled" }, at(1))).toBe("canceled");
    expect(linkState(null, at(1))).toBe("unknown");
    // Every link that does not work has its own plain words.
    for (const state of ["used", "canceled", "expired", "unknown"] as const) expect(linkStateMessages[state].text.length).toBeGreaterThan(20);
    expect(new Set(Object.values(linkStateMessages).map((message) => message.heading)).size).toBe(4);
  });

  it("refuses an address with an account or a place on the team, then one with a live invitation, and lets an expired or settled one be invited again", () => {
    expect(inviteProblem({ hasAccount: true, onTeam: false, pending: null }, at(1))).toBe("has-account");
    expect(inviteProblem({ hasAccount: false, onTeam: true, pending: null }, at(1))).toBe("has-account");
    expect(inviteProblem({ hasAccount: true, onTeam: true, pending }, at(1))).toBe("has-account");
    expect(inviteProblem({ hasAccount: false, onTeam: false, pending }, at(1))).toBe("pending-invitation");
    expect(inviteProblem({ hasAccount: false, onTeam: false, pending }, at(72))).toBeNull();
    expect(inviteProblem({ hasAccount: false, onTeam: false, pending: { ...pending, state: "canceled" } }, at(1))).toBeNull();
    expect(inviteProblem({ hasAccount: false, onTeam: false, pending: null }, at(1))).toBeNull();
    expect(inviteProblemMessages["has-account"]).not.toBe(inviteProblemMessages["pending-invitation"]);
  });

  it("makes tokens of 256 random bits in base64url, stored only as their SHA-256", () => {
    const tokens = new Set(Array.from({ length: 50 }, newInvitationToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(Buffer.from(token, "base64url")).toHaveLength(32);
      expect(invitationTokenSchema.safeParse(token).success).toBe(true);
      expect(invitationTokenHash(token)).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(invitationTokenHash(token)).not.toBe(token);
    }
    // The known SHA-256 of "abc", in base64url.
    expect(invitationTokenHash("abc")).toBe("ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0");
    expect(invitationTokenSchema.safeParse("short").success).toBe(false);
    expect(invitationTokenSchema.safeParse(`${newInvitationToken()}/`).success).toBe(false);
  });
});
