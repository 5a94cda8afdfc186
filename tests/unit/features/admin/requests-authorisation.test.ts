/** @jest-environment node */
import type { DelegationRequest, DelegationRequestStore } from "@/features/delegation/store";

const requireAdmin = jest.fn();
const store: jest.Mocked<DelegationRequestStore> = {
  create: jest.fn(),
  get: jest.fn(),
  list: jest.fn(),
  updateStatus: jest.fn(),
  addNote: jest.fn(),
  delete: jest.fn(),
  countByStatus: jest.fn(),
  listByEmail: jest.fn(),
  purgeContactedBefore: jest.fn(),
  assign: jest.fn(),
  getByReference: jest.fn(),
  listFollowUpsDue: jest.fn(),
  listAwaitingReply: jest.fn(),
};

// The erasure ledger is real, on a database of its own in memory (on disk it is the ledger file beside the database).
const ledgerHolder: { ledger?: import("@/features/delegation/erasure-ledger/store").ErasureLedger } = {};
process.env.NEXTAUTH_SECRET = "requests-authorisation-session-secret-0123456789";

jest.mock("@/features/auth/require-admin", () => ({ requireAdmin: () => requireAdmin() }));
jest.mock("@/features/delegation/erasure-ledger/get-store", () => ({ getErasureLedger: async () => ledgerHolder.ledger }));
jest.mock("@/features/delegation/get-store", () => ({ getDelegationStore: async () => store }));
// No call is booked for any of these requests: the reply rule reads them as the form left them.
const mockCallsRead: string[][] = [];
jest.mock("@/features/booking/get-store", () => ({
  getBookingStore: async () => ({ getMany: async (ids: string[]) => (mockCallsRead.push([...ids]), []), get: async () => null, chosenZone: async () => "Asia/Tokyo" }),
}));
// The team directory is real, in memory: nobody in it has a name (the new owner's e-mail names no one), and
// whoever signs in first is an owner, as at the upgrade; a test makes a member of its own.
const teamHolder: { store?: import("@/features/team/store").TeamStore } = {};
jest.mock("@/features/team/get-store", () => ({ getTeamStore: async () => teamHolder.store }));

import { NotAuthorizedError } from "@/features/auth/session/session-claims";
import { addressHash, addressKey } from "@/features/delegation/erasure-ledger/address-hash";
import { createSqliteErasureLedger } from "@/features/delegation/erasure-ledger/sqlite";
import { openDatabase } from "@/platform/db/sqlite";
import { createSqliteTeamStore } from "@/features/team/sqlite";
import { NotOwnerError } from "@/features/auth/require-owner";
import {
  addRequestNote,
  assignRequest,
  changeRequestStatus,
  countOverdueRequests,
  listFollowUpsDue,
  sendDeskReply,
  deskReplyStart,
  countRequestsByStatus,
  deleteRequest,
  eraseVisitorData,
  exportRequestsCsv,
  exportVisitorData,
  findVisitorRequests,
  getRequest,
  listRequests,
} from "@/features/admin/requests";

const request = {
  id: "r1",
  reference: "DR-ABCDEF",
  status: "new",
  fullName: "=Jane",
  email: "jane@acme.io",
  company: "Acme",
  roles: ["seo"],
  tasks: [],
  monthlyBudget: "2000-3999",
  source: { path: "/delegation-tasks-guide/form" },
  notes: [],
  statusHistory: [],
} as unknown as DelegationRequest;

beforeEach(() => {
  ledgerHolder.ledger = createSqliteErasureLedger(openDatabase(".", ":memory:"));
  teamHolder.store = createSqliteTeamStore(openDatabase(".", ":memory:"));
  jest.clearAllMocks();
  jest.spyOn(console, "log").mockImplementation(() => undefined);
});

describe("the admin data layer without a session", () => {
  beforeEach(() => requireAdmin.mockRejectedValue(new NotAuthorizedError()));

  it.each([
    ["listRequests", () => listRequests({ sort: "newest", limit: 20 })],
    ["countRequestsByStatus", () => countRequestsByStatus()],
    ["getRequest", () => getRequest("r1")],
    ["changeRequestStatus", () => changeRequestStatus("r1", "contacted")],
    ["addRequestNote", () => addRequestNote("r1", "hello")],
    ["deleteRequest", () => deleteRequest("r1")],
    ["exportRequestsCsv", () => exportRequestsCsv({ sort: "newest" })],
    ["findVisitorRequests", () => findVisitorRequests("jane@acme.io")],
    ["exportVisitorData", () => exportVisitorData("jane@acme.io")],
    ["eraseVisitorData", () => eraseVisitorData("jane@acme.io")],
    ["assignRequest", () => assignRequest("r1", "me")],
    ["countOverdueRequests", () => countOverdueRequests()],
    ["listFollowUpsDue", () => listFollowUpsDue()],
    ["sendDeskReply", () => sendDeskReply("r1", { subject: "Hi", body: "Hello" })],
    ["deskReplyStart", () => deskReplyStart("r1")],
  ])("%s is refused and never touches the store", async (_name, call) => {
    await expect(call()).rejects.toBeInstanceOf(NotAuthorizedError);
    for (const method of Object.values(store)) expect(method).not.toHaveBeenCalled();
  });
});

describe("the admin data layer with a session", () => {
  beforeEach(() => requireAdmin.mockResolvedValue({ email: "boss@openseat.example" }));

  it("records who changed the status, and refuses a transition the workflow does not allow", async () => {
    store.get.mockResolvedValue(request);
    store.updateStatus.mockResolvedValue({ ...request, status: "contacted" });
    await expect(changeRequestStatus("r1", "contacted")).resolves.toMatchObject({ ok: true });
    expect(store.updateStatus).toHaveBeenCalledWith("r1", "contacted", "boss@openseat.example");
    await expect(changeRequestStatus("r1", "won")).resolves.toEqual({ ok: false, reason: "transition" });
    await expect(changeRequestStatus("r1", "bogus")).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it("signs notes with the admin and refuses empty ones", async () => {
    store.addNote.mockResolvedValue(request);
    await expect(addRequestNote("r1", "  called, left a message  ")).resolves.toMatchObject({ ok: true });
    expect(store.addNote).toHaveBeenCalledWith("r1", "boss@openseat.example", "called, left a message", { kind: "note", followUpOn: null });
    await expect(addRequestNote("r1", "   ")).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it("drops bidirectional controls and zero-width characters from notes", async () => {
    store.addNote.mockResolvedValue(request);
    await expect(addRequestNote("r1", "Called \u202Egnp.exe\u202C\u200B back")).resolves.toMatchObject({ ok: true });
    expect(store.addNote).toHaveBeenCalledWith("r1", "boss@openseat.example", "Called gnp.exe back", { kind: "note", followUpOn: null });
    await expect(addRequestNote("r1", "\u200B\u2066\u2069")).resolves.toEqual({ ok: false, reason: "invalid" });
  });

  it("exports every page of the filter, escaped", async () => {
    store.list
      .mockResolvedValueOnce({ items: [request], nextCursor: "next" })
      .mockResolvedValueOnce({ items: [{ ...request, id: "r2", reference: "DR-GHJKMN" }], nextCursor: null });
    const stream = await exportRequestsCsv({ sort: "newest", status: "new" });
    // Nothing is read until the download is.
    expect(store.list).not.toHaveBeenCalled();
    const csv = await new Response(stream).text();
    expect(store.list).toHaveBeenCalledTimes(2);
    expect(store.list).toHaveBeenLastCalledWith({ sort: "newest", status: "new", limit: 100, cursor: "next" });
    expect(csv).toContain("DR-ABCDEF");
    expect(csv).toContain("DR-GHJKMN");
    expect(csv).toContain("'=Jane");
    expect(console.log).toHaveBeenCalledWith(expect.stringContaining('"rows":2'));
  });

  it("errors the download when a read fails part-way, instead of ending it as if complete", async () => {
    jest.spyOn(console, "error").mockImplementation(() => undefined);
    store.list.mockResolvedValueOnce({ items: [request], nextCursor: "next" }).mockRejectedValueOnce(new Error("unavailable"));
    const stream = await exportRequestsCsv({ sort: "newest" });
    await expect(new Response(stream).text()).rejects.toThrow("unavailable");
    expect(console.error).toHaveBeenCalledWith(expect.stringContaining("admin.requests_export_failed"));
  });

  describe("a visitor's rights", () => {
    const logged = () => (console.log as jest.Mock).mock.calls.map(([line]) => String(line)).join("\n");

    it("looks up the whole address, trimmed and lower-cased, and refuses anything that is not one", async () => {
      store.listByEmail.mockResolvedValue([request]);
      await expect(findVisitorRequests("  Jane@ACME.io ")).resolves.toEqual({ ok: true, email: "jane@acme.io", requests: [request] });
      expect(store.listByEmail).toHaveBeenCalledWith("jane@acme.io");
      await expect(findVisitorRequests("jane@")).resolves.toEqual({ ok: false, reason: "invalid" });
      expect(store.listByEmail).toHaveBeenCalledTimes(1);
      expect(logged()).toContain('"event":"admin.visitor_data_found","requests":1');
      expect(logged()).not.toContain("jane@acme.io");
    });

    it("copies every request with its notes and history as JSON", async () => {
      store.listByEmail.mockResolvedValue([request, { ...request, id: "r2", reference: "DR-GHJKMN" }]);
      const json = await exportVisitorData("jane@acme.io", new Date("2026-11-23T08:00:00.000Z"));
      const copy = JSON.parse(json ?? "{}") as { email: string; exportedAt: string; requests: { reference: string; notes: unknown[] }[] };
      expect(copy).toMatchObject({ email: "jane@acme.io", exportedAt: "2026-11-23T08:00:00.000Z" });
      expect(copy.requests.map((r) => r.reference)).toEqual(["DR-ABCDEF", "DR-GHJKMN"]);
      expect(copy.requests[0]).toHaveProperty("notes");
      expect(copy.requests[0]).toHaveProperty("call", null);
      expect(copy.requests[0]).toHaveProperty("callTimeZone", "Asia/Tokyo");
      expect(await exportVisitorData("not an address")).toBeNull();
      expect(logged()).toContain('"event":"admin.visitor_data_exported","requests":2');
      expect(logged()).not.toContain("jane@acme.io");
    });

    it("erases every request from the address in one call and logs only how many", async () => {
      store.listByEmail
        .mockResolvedValueOnce([request, { ...request, id: "r2" }])
        .mockResolvedValueOnce([]);
      store.delete.mockResolvedValue(true);
      await expect(eraseVisitorData("jane@acme.io")).resolves.toEqual({ ok: true, erased: 2 });
      expect(store.delete.mock.calls.map(([id]) => id)).toEqual(["r1", "r2"]);
      expect(logged()).toContain('"event":"admin.visitor_data_erased","requests":2');
      expect(logged()).not.toContain("jane@acme.io");
      // Recorded for a restore to carry out again: the ids and the address's keyed hash, never the address.
      const [recorded] = await ledgerHolder.ledger!.list(new Date().toISOString());
      const key = addressKey(process.env.NEXTAUTH_SECRET!);
      expect(recorded).toMatchObject({ kind: "visitor", requestIds: ["r1", "r2"], addressHash: addressHash("jane@acme.io", key), keyId: key.id });
      expect(JSON.stringify(recorded)).not.toContain("jane");
      await expect(eraseVisitorData("")).resolves.toEqual({ ok: false, reason: "invalid" });
    });

    it("records a deleted request's id before deleting it, and nothing for one already gone", async () => {
      store.get.mockResolvedValueOnce(request).mockResolvedValueOnce(null);
      store.delete.mockResolvedValue(true);
      await expect(deleteRequest("r1")).resolves.toBe(true);
      await expect(deleteRequest("r9")).resolves.toBe(false);
      const recorded = await ledgerHolder.ledger!.list(new Date().toISOString());
      expect(recorded).toEqual([expect.objectContaining({ kind: "request", requestIds: ["r1"], addressHash: null })]);
      expect(store.delete.mock.calls.map(([id]) => id)).toEqual(["r1"]);
    });
  });

  describe("the owners' steps", () => {
    it.each([
      ["deleteRequest", () => deleteRequest("r1")],
      ["exportRequestsCsv", () => exportRequestsCsv({ sort: "newest" })],
      ["eraseVisitorData", () => eraseVisitorData("jane@acme.io")],
    ])("%s is refused to a member, with a WARNING line, and never touches the store", async (_name, call) => {
      await teamHolder.store!.record("owner@openseat.example");
      await teamHolder.store!.record("boss@openseat.example", "member");
      const lines: string[] = [];
      jest.spyOn(console, "warn").mockImplementation((line: string) => void lines.push(line));
      jest.spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
      await expect(call()).rejects.toBeInstanceOf(NotOwnerError);
      for (const method of Object.values(store)) expect(method).not.toHaveBeenCalled();
      expect(await ledgerHolder.ledger!.list(new Date().toISOString())).toEqual([]);
      const refused = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.event === "admin.owner_action_refused");
      expect(refused).toEqual([expect.objectContaining({ severity: "WARNING", by: "boss@openseat.example", action: expect.stringMatching(/^(delete-request|export-requests|erase-visitor-data)$/) })]);
    });

    it("lets the same admin do them once an owner made them one", async () => {
      await teamHolder.store!.record("owner@openseat.example");
      await teamHolder.store!.record("boss@openseat.example", "member");
      await teamHolder.store!.setRole("boss@openseat.example", "owner", { by: "owner@openseat.example" });
      store.get.mockResolvedValueOnce(request);
      store.delete.mockResolvedValue(true);
      await expect(deleteRequest("r1")).resolves.toBe(true);
    });
  });

  describe("the lead desk", () => {
    it("assigns to me, to nobody, or to an admin the directory knows, and refuses anyone else", async () => {
      store.get.mockResolvedValue(request);
      store.assign.mockResolvedValue(request);
      await expect(assignRequest("r1", "me")).resolves.toMatchObject({ ok: true });
      // Taking a lead yourself tells nobody: no message is written with it.
      expect(store.assign).toHaveBeenLastCalledWith("r1", "boss@openseat.example", "boss@openseat.example", undefined);
      await expect(assignRequest("r1", "none")).resolves.toMatchObject({ ok: true });
      expect(store.assign).toHaveBeenLastCalledWith("r1", null, "boss@openseat.example", undefined);
      const known = async (candidate: string) => candidate === "ann@openseat.example";
      await expect(assignRequest("r1", " Ann@OpenSeat.example ", known)).resolves.toMatchObject({ ok: true });
      expect(store.assign).toHaveBeenLastCalledWith("r1", "ann@openseat.example", "boss@openseat.example", expect.any(Function));
      // The colleague given the lead gets an e-mail, composed from the request as the assignment stored it.
      const drafter = store.assign.mock.lastCall![3]!;
      const [notice] = drafter({ ...request, createdAt: "2026-03-10T14:30:00.000Z", timeZone: "other", owner: "ann@openseat.example", phone: null } as DelegationRequest);
      expect(notice).toMatchObject({ channel: "owner-notice", recipients: ["ann@openseat.example"], payload: { subject: "Assigned to you: DR-ABCDEF, =Jane, Acme" } });
      expect(notice!.payload.kind === "mail" && notice!.payload.text).toContain("A colleague assigned this request to you.");
      await expect(assignRequest("r1", "eve@elsewhere.example", known)).resolves.toEqual({ ok: false, reason: "unknown-admin" });
      await expect(assignRequest("r1", "not an address", known)).resolves.toEqual({ ok: false, reason: "invalid" });
      expect(store.assign).toHaveBeenCalledTimes(3);
    });

    it("keeps a note's type and follow-up date, and refuses an unknown type or a day that does not exist", async () => {
      store.addNote.mockResolvedValue(request);
      await expect(addRequestNote("r1", "Rang them", { kind: "call", followUpOn: "2026-03-12" })).resolves.toMatchObject({ ok: true });
      expect(store.addNote).toHaveBeenLastCalledWith("r1", "boss@openseat.example", "Rang them", { kind: "call", followUpOn: "2026-03-12" });
      await expect(addRequestNote("r1", "Rang them", { kind: "fax", followUpOn: "" })).resolves.toEqual({ ok: false, reason: "invalid" });
      await expect(addRequestNote("r1", "Rang them", { kind: "call", followUpOn: "2026-02-30" })).resolves.toEqual({ ok: false, reason: "invalid" });
      expect(store.addNote).toHaveBeenCalledTimes(1);
    });

    it("opens a request by its reference in any case, and falls back to the word search", async () => {
      store.getByReference.mockImplementation(async (reference) => (reference === "DR-ABCDEF" ? request : null));
      store.list.mockResolvedValue({ items: [], nextCursor: null });
      await expect(listRequests({ sort: "newest", limit: 20, search: " dr-abcdef " })).resolves.toEqual({ items: [{ ...request, call: null }], nextCursor: null });
      expect(store.list).not.toHaveBeenCalled();
      await listRequests({ sort: "newest", limit: 20, search: "DR-ZZZZZZ" });
      expect(store.list).toHaveBeenCalledWith({ sort: "newest", limit: 20, search: "DR-ZZZZZZ" });
    });

    it("counts overdue requests, walking the new ones oldest first and stopping at the first not yet due", async () => {
      const lead = (id: string, createdAt: string, notes: unknown[] = []) => ({ ...request, id, createdAt, notes }) as unknown as DelegationRequest;
      store.list.mockResolvedValueOnce({
        items: [
          lead("a", "2026-03-09T10:00:00.000Z"),
          lead("b", "2026-03-09T11:00:00.000Z", [{ kind: "call" }]),
          lead("c", "2026-03-10T10:00:00.000Z"),
        ],
        nextCursor: "more",
      });
      store.list.mockResolvedValueOnce({ items: [lead("d", "2026-03-11T10:00:00.000Z")], nextCursor: "more" });
      // Wednesday 11:00 London: a and c are past due, b was answered by a call, d is due tomorrow.
      await expect(countOverdueRequests(new Date("2026-03-11T11:00:00.000Z"))).resolves.toEqual({ count: 2, capped: false });
      expect(store.list).toHaveBeenCalledTimes(2);
      expect(store.list).toHaveBeenNthCalledWith(1, { status: "new", sort: "oldest", limit: 10 });
      expect(store.list).toHaveBeenNthCalledWith(2, { status: "new", sort: "oldest", limit: 100, cursor: "more" });
    });

    it("reads one small page and no calls when the oldest new request is not yet due", async () => {
      mockCallsRead.length = 0;
      store.list.mockResolvedValueOnce({ items: [{ ...request, id: "z", createdAt: "2026-03-11T10:00:00.000Z" } as unknown as DelegationRequest], nextCursor: "more" });
      await expect(countOverdueRequests(new Date("2026-03-11T11:00:00.000Z"))).resolves.toEqual({ count: 0, capped: false });
      expect(store.list).toHaveBeenCalledTimes(1);
      expect(mockCallsRead.flat()).toEqual([]);
    });

    it("asks for follow-ups due by today on the team's calendar", async () => {
      store.listFollowUpsDue.mockResolvedValue([]);
      await listFollowUpsDue(new Date("2026-03-31T23:30:00.000Z"));
      expect(store.listFollowUpsDue).toHaveBeenCalledWith("2026-04-01", 100);
    });
  });
});
