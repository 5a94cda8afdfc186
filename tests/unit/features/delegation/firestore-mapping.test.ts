/** @jest-environment node */
import { Timestamp } from "firebase-admin/firestore";
import {
  decodeFirestoreCursor,
  encodeFirestoreCursor,
  fromDocument,
  toIso,
  toTimestamp,
} from "@/features/delegation/firestore-mapping";
import { pickFields, type DelegationFields } from "@/features/delegation/fields";

const fields: DelegationFields = {
  fullName: "Jane Doe",
  email: "jane@acme.io",
  company: "Acme",
  website: null,
  phone: null,
  organisationType: "agency",
  roles: ["seo"],
  tasks: ["seo:on-page"],
  otherTasks: "",
  hoursPerWeek: "full-time",
  startTimeline: "exploring",
  monthlyBudget: "15000-plus",
  timeZone: "UTC",
  message: "",
  heardFrom: null,
};

describe("Firestore document mapping", () => {
  it("turns Timestamps into ISO strings, including history and notes", () => {
    const created = new Timestamp(1_767_225_600, 123_456_789);
    const request = fromDocument({
      id: "r1",
      reference: "DR-7K2F9Q",
      createdAt: created,
      status: "contacted",
      ...fields,
      consentAt: Timestamp.fromDate(new Date("2026-01-01T00:00:00.000Z")),
      source: { path: "/f", referrer: null, utmSource: null, utmMedium: null, utmCampaign: null, utmTerm: null, utmContent: null, userAgent: null },
      statusHistory: [
        { status: "new", by: "system", at: created },
        { status: "contacted", by: "sam", at: new Timestamp(1_767_225_700, 0) },
      ],
      notes: [{ id: "n1", author: "sam", body: "hi", at: new Timestamp(1_767_225_800, 0) }],
      searchPrefixes: ["j", "ja"],
    });
    expect(request.createdAt).toBe("2026-01-01T00:00:00.123Z");
    expect(request.statusHistory[1]).toEqual({ status: "contacted", by: "sam", at: "2026-01-01T00:01:40.000Z" });
    expect(request.notes[0]!.at).toBe("2026-01-01T00:03:20.000Z");
    // A note written before notes had types reads as a plain note without a follow-up.
    expect(request.notes[0]).toMatchObject({ kind: "note", followUpOn: null });
    // Index-only fields stay inside the adapter.
    expect(request).not.toHaveProperty("searchPrefixes");
  });

  it("fills absent optional fields with null and absent lists with empty arrays", () => {
    const request = fromDocument({ id: "r", reference: "DR-AAAAAA", createdAt: Timestamp.now(), status: "new", ...fields, website: undefined, consentAt: Timestamp.now(), source: {} });
    expect(request.website).toBeNull();
    expect(request.statusHistory).toEqual([]);
    expect(request.notes).toEqual([]);
    // A request stored before the lead desk: nobody owns it and nothing is to be followed up.
    expect(request).toMatchObject({ owner: null, assignments: [], followUpOn: null });
  });

  it("round-trips ISO strings through Timestamps at millisecond precision", () => {
    const iso = "2026-03-04T05:06:07.891Z";
    expect(toIso(toTimestamp(iso))).toBe(iso);
    expect(() => toIso(42)).toThrow(TypeError);
  });

  it("copies only known fields into a document", () => {
    const withExtra = { ...fields, isAdmin: true } as DelegationFields;
    expect(pickFields(withExtra)).not.toHaveProperty("isAdmin");
    expect(pickFields(withExtra)).toEqual(fields);
  });
});

describe("Firestore cursors", () => {
  it("keep the exact timestamp, nanoseconds included", () => {
    const at = new Timestamp(1_767_225_600, 123_456_789);
    expect(decodeFirestoreCursor(encodeFirestoreCursor(at, "id-1"))).toEqual({ seconds: 1_767_225_600, nanoseconds: 123_456_789, id: "id-1" });
  });

  it.each([undefined, "", "garbage", Buffer.from("[1,2]").toString("base64url"), Buffer.from('[1,-5,"x"]').toString("base64url"), Buffer.from('[1.5,0,"x"]').toString("base64url")])(
    "rejects %p",
    (cursor) => {
      expect(decodeFirestoreCursor(cursor)).toBeNull();
    },
  );
});
