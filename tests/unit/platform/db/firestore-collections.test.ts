/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { BACKUP_RETENTION_WEEKS } from "@/platform/config/backup-retention";
import { firestoreCollections } from "@/platform/db/firestore-collections";

const collections = Object.entries(firestoreCollections);
const read = (file: string) => readFileSync(path.resolve(file), "utf8");

describe("the Firestore collection list", () => {
  it("keeps the names live data is stored under, each listed under its own name", () => {
    expect(collections.map(([, { name }]) => name)).toEqual(
      expect.arrayContaining(["delegationRequests", "delegationReferences", "delegationSearch", "admins", "adminSessions", "rateLimits"]),
    );
    for (const [key, { name }] of collections) expect(key).toBe(name);
  });

  it("names every collection firestore.indexes.json indexes", () => {
    const indexes = JSON.parse(read("firestore.indexes.json")) as {
      indexes: { collectionGroup: string }[];
      fieldOverrides?: { collectionGroup: string }[];
    };
    const indexed = [...indexes.indexes, ...(indexes.fieldOverrides ?? [])].map(({ collectionGroup }) => collectionGroup);
    expect(indexed.length).toBeGreaterThan(0);
    expect(indexed.filter((name) => !(name in firestoreCollections))).toEqual([]);
  });

  it("has the deployment guide turn on the TTL policy of every collection with a TTL field", () => {
    const guide = read("docs/deploying-firebase.md");
    for (const [, { name, ttlField }] of collections) {
      if (ttlField) expect(guide).toContain(`gcloud firestore fields ttls update ${ttlField} --collection-group=${name} --enable-ttl`);
    }
  });

  it("has the deployment guide turn on point-in-time recovery and a daily backup kept as long as the privacy policy says", () => {
    const guide = read("docs/deploying-firebase.md");
    expect(guide).toContain("gcloud firestore databases update --database='(default)' --enable-pitr");
    expect(guide).toContain(`gcloud firestore backups schedules create --database='(default)' --recurrence=daily --retention=${BACKUP_RETENTION_WEEKS}w`);
  });
});
