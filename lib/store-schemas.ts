import "server-only";
import type { FeatureSchema } from "@/lib/db/schema/migration";
import { adminFactorsSchema } from "@/lib/auth/factor-store/sqlite-schema";
import { adminSessionRecordsSchema } from "@/lib/auth/session-store/sqlite-schema";
import { adminsSchema } from "@/lib/auth/admin-store/sqlite-schema";
import { bookingSchema } from "@/lib/booking/sqlite-schema";
import { delegationSchema } from "@/lib/delegation/sqlite-schema";
import { figuresSchema } from "@/lib/analytics/sqlite-schema";
import { outboxSchema } from "@/lib/outbox/sqlite-schema";
import { rateLimitsSchema } from "@/lib/rate-limit/sqlite-schema";
import { teamSchema } from "@/lib/team/sqlite-schema";

/**
 * Every feature's SQLite tables, for what looks at the whole file (the schema's tests, tools over the data
 * folder). Each feature owns its migrations beside its adapter, and the adapter applies them (with those of
 * the features whose tables it writes) when it is created; nothing that serves a request reads this list.
 * A key is what existing files record their applied versions under, so it never changes once shipped.
 */
export const schemaFeatures: readonly FeatureSchema[] = [
  delegationSchema,
  adminsSchema,
  rateLimitsSchema,
  outboxSchema,
  teamSchema,
  figuresSchema,
  adminFactorsSchema,
  adminSessionRecordsSchema,
  bookingSchema,
];
