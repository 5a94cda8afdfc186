"use client";

import { useActionState } from "react";
import { profileAction, type ActionResult } from "@/app/(admin)/admin/actions";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import { teamPageCopy } from "@/features/admin/admin-copy";
import { isUnusableMeetingLink } from "@/features/team/meeting-link";
import { MAX_MEETING_URL_LENGTH, MAX_TEAM_NAME_LENGTH, weekdayNames, weekdays } from "@/features/team/profile";

export interface ProfileFormProps {
  readonly name: string;
  readonly takesCalls: boolean;
  readonly daysOff: readonly Weekday[];
  readonly meetingUrl: string;
}

/** The signed-in admin's own profile; the session says whose, so the form carries no e-mail. */
export function ProfileForm({ name, takesCalls, daysOff, meetingUrl }: ProfileFormProps) {
  const [result, formAction, pending] = useActionState<ActionResult | null, FormData>(
    profileAction,
    null,
    // Where the form posts without JavaScript; React would otherwise render an empty, invalid action="".
    "/admin/team",
  );
  const unusable = isUnusableMeetingLink(meetingUrl);
  return (
    <form action={formAction} className="admin-note-form">
      <div className="admin-field admin-field--wide">
        <label htmlFor="profile-name">{teamPageCopy.nameLabel}</label>
        <input id="profile-name" name="name" type="text" autoComplete="name" defaultValue={name} maxLength={MAX_TEAM_NAME_LENGTH} aria-describedby="profile-name-hint" />
        <p id="profile-name-hint" className="admin-hint">
          {teamPageCopy.nameHint}
        </p>
      </div>
      <div className="admin-check">
        <input id="profile-calls" name="takesCalls" type="checkbox" value="yes" defaultChecked={takesCalls} />
        <label htmlFor="profile-calls">{teamPageCopy.takesCallsLabel}</label>
      </div>
      <div className="admin-field admin-field--wide">
        <label htmlFor="profile-meeting">{teamPageCopy.meetingUrlLabel}</label>
        <input
          id="profile-meeting"
          name="meetingUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          defaultValue={meetingUrl}
          maxLength={MAX_MEETING_URL_LENGTH}
          aria-invalid={unusable ? true : undefined}
          aria-describedby={unusable ? "profile-meeting-hint profile-meeting-error" : "profile-meeting-hint"}
        />
        <p id="profile-meeting-hint" className="admin-hint">
          {teamPageCopy.meetingUrlHint}
        </p>
        {unusable ? (
          <p id="profile-meeting-error" className="admin-field__error">
            {teamPageCopy.unusableMeetingUrl}
          </p>
        ) : null}
      </div>
      <fieldset className="admin-fieldset" aria-describedby="profile-days-hint">
        <legend>{teamPageCopy.daysOffLegend}</legend>
        <p id="profile-days-hint" className="admin-hint">
          {teamPageCopy.daysOffHint}
        </p>
        <div className="admin-fieldset__options">
          {weekdays.map((day) => (
            <div key={day} className="admin-check">
              <input id={`profile-day-${day}`} name="daysOff" type="checkbox" value={day} defaultChecked={daysOff.includes(day)} />
              <label htmlFor={`profile-day-${day}`}>{weekdayNames[day]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <button type="submit" className="admin-button" disabled={pending}>
        {pending ? teamPageCopy.pending : teamPageCopy.submit}
      </button>
      <p role="status" className={result ? `admin-notice admin-notice--${result.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {result?.message}
      </p>
    </form>
  );
}
