"use server";

import { after } from "next/server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { getFiguresStore } from "@/features/analytics/get-store";
import { countQuietly, recordStoredRequest } from "@/features/analytics/record";
import { sentUrl } from "@/features/delegation/sent-page";
import { submitDelegation } from "@/features/delegation/submit-delegation";
import { getSubmitDependencies } from "./submit-dependencies";
import type { FormState } from "@/features/delegation/submit-state";
import { tracedLog } from "@/platform/logging/log";
import { deliverStoredQuietly, servingVisitor } from "@/features/delegation/outbox-delivery";
import { traceFromHeaders } from "@/platform/logging/trace-context";
import { formDataArgument, parseActionArguments } from "@/platform/security/action-arguments";
import { requestClientAddress } from "@/platform/security/client-address";
import { z } from "zod";

/**
 * The form's one server action, used with and without JavaScript alike. A stored request (or the replay
 * of one) redirects to the confirmation page, so reloading or going back and forth never posts again.
 */
export async function submitDelegationRequest(previous: FormState, formData: FormData): Promise<FormState> {
  // Counted as a visitor in flight: this process's delivery rounds wait for it (features/outbox/visitor-gate.ts).
  return servingVisitor(() => submit(previous, formData));
}

async function submit(previous: FormState, formData: FormData): Promise<FormState> {
  // The previous state is never read: only the posted form counts, and it must be one.
  parseActionArguments("delegation.submit", [z.unknown(), formDataArgument], [previous, formData]);
  const requestHeaders = await headers();
  const dependencies = await getSubmitDependencies();
  // Bound now: delivery runs in after(), where the request's headers can no longer be read.
  const log = tracedLog(traceFromHeaders(requestHeaders));
  const state = await submitDelegation(
    formData,
    { clientAddress: requestClientAddress(requestHeaders), userAgent: requestHeaders.get("user-agent") },
    {
      ...dependencies,
      log,
      // After the response: the visitor's confirmation never waits on, or fails with, the mail server or the
      // webhook. The messages are already stored with the request; what fails here is retried from the outbox.
      onStored: (request, messageIds) => {
        // Its own messages, claimed by id: no look for everything due on every submission (the timer does that).
        after(() => deliverStoredQuietly(messageIds, log));
        // The form's last step, counted here so a form sent without JavaScript counts too.
        after(() => countQuietly(async () => recordStoredRequest(request.source.utmCampaign, { store: await getFiguresStore() }), log));
      },
    },
  );
  if (state.status === "success") redirect(sentUrl(state.reference, state.bookingLink));
  return state;
}
