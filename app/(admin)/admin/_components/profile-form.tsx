"use client";

import { useActionState } from "react";
import { profileAction, type ProfileActionResult } from "@/app/(admin)/admin/actions";
import type { Weekday } from "@/platform/business-hours/calendar-date";
import type { TimeZoneOption } from "@/platform/business-hours/time-zones";
import { teamPageCopy } from "@/features/admin/admin-copy";
import { isUnusableMeetingLink } from "@/features/team/meeting-link";
import { MAX_MEETING_URL_LENGTH, MAX_TEAM_NAME_LENGTH, weekdayNames, type ProfilePost } from "@/features/team/profile";
import { fieldProblems } from "./field-problems";

export interface ProfileFormProps {
  /** The stored profile as the form's fields hold it. */
  readonly values: ProfilePost;
  /** The stored dates off, each with its words ("Friday, April 3, 2026 to …") and the value its box posts. */
  readonly datesOff: readonly { readonly value: string; readonly label: string }[];
  /** The weekdays the team works: the only ones a weekly day off can be. */
  readonly workdays: readonly Weekday[];
  readonly timeZones: readonly TimeZoneOption[];
  /** The team's hours in words, the default the hint names. */
  readonly teamHours: string;
  /** Today on the admin's calendar: a date off cannot start before it. */
  readonly today: string;
  /** The page the form is on (the account page, or the team page's link to it): where it posts without JavaScript. */
  readonly permalink: string;
}

type Field = keyof ProfileActionResult["problems"];

/** The signed-in admin's own profile; the session says whose, so the form carries no e-mail. */
export function ProfileForm({ values: stored, datesOff, workdays, timeZones, teamHours, today, permalink }: ProfileFormProps) {
  const [result, formAction, pending] = useActionState<ProfileActionResult | null, FormData>(
    profileAction,
    null,
    // Where the form posts without JavaScript; React would otherwise render an empty, invalid action="".
    permalink,
  );
  // A refused save shows what was typed (React resets a form after its action; the new key sets it to this).
  const values = result?.values ?? stored;
  const problems = result?.problems ?? {};
  const unusable = isUnusableMeetingLink(values.meetingUrl);
  const { errorId, described, error } = fieldProblems<Field>("profile", problems);
  return (
    <form action={formAction} className="admin-note-form admin-profile-form" key={JSON.stringify(values)}>
      <div className="admin-field admin-field--wide">
        <label htmlFor="profile-name">{teamPageCopy.nameLabel}</label>
        <input id="profile-name" name="name" type="text" autoComplete="name" defaultValue={values.name} maxLength={MAX_TEAM_NAME_LENGTH} {...described("name", "profile-name-hint")} />
        <p id="profile-name-hint" className="admin-hint">
          {teamPageCopy.nameHint}
        </p>
        {error("name")}
      </div>
      <div className="admin-check">
        <input id="profile-calls" name="takesCalls" type="checkbox" value="yes" defaultChecked={values.takesCalls} />
        <label htmlFor="profile-calls">{teamPageCopy.takesCallsLabel}</label>
      </div>
      <div className="admin-check">
        <input id="profile-digest" name="morningDigest" type="checkbox" value="yes" defaultChecked={values.morningDigest ?? true} aria-describedby="profile-digest-hint" />
        <label htmlFor="profile-digest">{teamPageCopy.morningDigestLabel}</label>
      </div>
      <p id="profile-digest-hint" className="admin-hint">
        {teamPageCopy.morningDigestHint}
      </p>
      <fieldset className="admin-fieldset" aria-describedby="profile-hours-hint">
        <legend>{teamPageCopy.hoursLegend}</legend>
        <p id="profile-hours-hint" className="admin-hint">
          {teamPageCopy.hoursHint(teamHours)}
        </p>
        <div className="admin-fieldset__fields">
          <div className="admin-field">
            <label htmlFor="profile-zone">{teamPageCopy.timeZoneLabel}</label>
            <select id="profile-zone" name="timeZone" defaultValue={values.timeZone} {...described("timeZone")}>
              {timeZones.map((zone) => (
                <option key={zone.value} value={zone.value}>
                  {zone.label}
                </option>
              ))}
            </select>
            {error("timeZone")}
          </div>
          <div className="admin-field">
            <label htmlFor="profile-opens">{teamPageCopy.opensLabel}</label>
            <input id="profile-opens" name="opens" type="time" step={60} defaultValue={values.opens} {...described("opens")} />
            {error("opens")}
          </div>
          <div className="admin-field">
            <label htmlFor="profile-closes">{teamPageCopy.closesLabel}</label>
            <input id="profile-closes" name="closes" type="time" step={60} defaultValue={values.closes} {...described("closes")} />
            {error("closes")}
          </div>
        </div>
      </fieldset>
      <fieldset className="admin-fieldset" aria-describedby="profile-days-hint">
        <legend>{teamPageCopy.daysOffLegend}</legend>
        <p id="profile-days-hint" className="admin-hint">
          {teamPageCopy.daysOffHint}
        </p>
        {error("daysOff")}
        <div className="admin-fieldset__options">
          {workdays.map((day) => (
            <div key={day} className="admin-check">
              <input id={`profile-day-${day}`} name="daysOff" type="checkbox" value={day} defaultChecked={values.daysOff.includes(String(day))} />
              <label htmlFor={`profile-day-${day}`}>{weekdayNames[day]}</label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset className="admin-fieldset" aria-describedby="profile-dates-hint">
        <legend>{teamPageCopy.datesOffLegend}</legend>
        <p id="profile-dates-hint" className="admin-hint">
          {teamPageCopy.datesOffHint}
        </p>
        {datesOff.length > 0 ? (
          <div className="admin-fieldset__options admin-fieldset__options--stacked">
            <p className="admin-hint">{teamPageCopy.keptHint}</p>
            {datesOff.map((range, index) => (
              <div key={range.value} className="admin-check">
                <input id={`profile-date-off-${index}`} name="keptDatesOff" type="checkbox" value={range.value} defaultChecked={values.keptDatesOff.includes(range.value)} />
                <label htmlFor={`profile-date-off-${index}`}>{range.label}</label>
              </div>
            ))}
          </div>
        ) : null}
        <div className="admin-fieldset__fields">
          <div className="admin-field">
            <label htmlFor="profile-date-start">{teamPageCopy.newStartLabel}</label>
            <input id="profile-date-start" name="newDatesOffStart" type="date" min={today} defaultValue={values.newDatesOffStart} {...described("newDatesOffStart")} />
            {error("newDatesOffStart")}
          </div>
          <div className="admin-field">
            <label htmlFor="profile-date-end">{teamPageCopy.newEndLabel}</label>
            <input id="profile-date-end" name="newDatesOffEnd" type="date" min={today} defaultValue={values.newDatesOffEnd} {...described("newDatesOffEnd")} />
            {error("newDatesOffEnd")}
          </div>
        </div>
      </fieldset>
      <div className="admin-field admin-field--wide">
        <label htmlFor="profile-meeting">{teamPageCopy.meetingUrlLabel}</label>
        <input
          id="profile-meeting"
          name="meetingUrl"
          type="url"
          inputMode="url"
          autoComplete="url"
          defaultValue={values.meetingUrl}
          maxLength={MAX_MEETING_URL_LENGTH}
          aria-invalid={unusable || problems.meetingUrl ? true : undefined}
          aria-describedby={["profile-meeting-hint", unusable ? "profile-meeting-unusable" : "", problems.meetingUrl ? errorId("meetingUrl") : ""].filter(Boolean).join(" ")}
        />
        <p id="profile-meeting-hint" className="admin-hint">
          {teamPageCopy.meetingUrlHint}
        </p>
        {unusable ? (
          <p id="profile-meeting-unusable" className="admin-field__error">
            {teamPageCopy.unusableMeetingUrl}
          </p>
        ) : null}
        {error("meetingUrl")}
      </div>
      <button type="submit" className="admin-button" disabled={pending}>
        {pending ? teamPageCopy.pending : teamPageCopy.submit}
      </button>
      <p role="status" className={result ? `admin-notice admin-notice--${result.ok ? "success" : "error"}` : "admin-notice admin-notice--empty"}>
        {result?.message}
      </p>
    </form>
  );
}
