/** @jest-environment node */
import { openDatabase } from "@/lib/db/sqlite";
import { createSqliteAdminStore } from "@/lib/auth/admin-store-sqlite";
import { describeAdminStoreContract } from "./admin-store-contract";

describeAdminStoreContract("SQLite", () => createSqliteAdminStore(openDatabase("", ":memory:")));
