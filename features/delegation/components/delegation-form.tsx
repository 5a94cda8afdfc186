"use client";

import Link from "next/link";
import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent, type ReactNode } from "react";
import { ChoiceGroup } from "@/features/delegation/components/choice-group";
import { ErrorSummary, type SummaryError } from "@/features/delegation/components/error-summary";
import { FieldError } from "@/features/delegation/components/field-error";
import { describedBy, errorId, fieldId } from "@/features/delegation/components/field-ids";
import type { FieldRegistration } from "@/features/delegation/components/field-ids";
import { SelectField } from "@/features/delegation/components/select-field";
import { TaskChecklist } from "@/features/delegation/components/task-checklist";
import { TextField } from "@/features/delegation/components/text-field";
import { useDelegationFormControl } from "@/features/delegation/components/use-delegation-form-control";
import { useFormFigures } from "@/features/delegation/components/use-form-figures";
import { MainContent } from "@/features/accessibility/components/main-content";
import { CtaButton } from "@/ui/cta-button";
import { formCopy } from "@/features/delegation/form-copy";
import { honeypotFieldName, tokenFieldName, visitFieldName } from "@/features/delegation/form-values";
import { currentVisit } from "@/features/delegation/form-visit";
import { errorsConcerning, fieldsAffectedBy } from "@/features/delegation/check-timing";
import { fieldNames, type FieldName } from "@/features/delegation/field-names";
import { formPath } from "@/platform/config/form-paths";
import type { FormState } from "@/features/delegation/submit-state";
import { defaultTimeZone } from "@/platform/business-hours/default-time-zone";
import { browserTimeZone } from "@/platform/business-hours/browser-time-zone";
import type { TimeZoneOption } from "@/platform/business-hours/time-zones";
import type { FormChoices } from "@/features/delegation/form-choices";

interface DelegationFormProps {
  /** Answers with the form's next state, or redirects to the confirmation page once the request is stored. */
  readonly action: (state: FormState, formData: FormData) => Promise<FormState>;
  readonly initialState: FormState;
  /** The page's full title; a refused send puts "Error: " before it. */
  readonly title: string;
  /**
   * The site header and the page's hero. The form places them, and the page's <main>, after its error
   * summary when there is one: the summary is then the first thing read after the skip links, with or
   * without JavaScript. (The marketing layout places them for every other public page.)
   */
  readonly header?: ReactNode;
  readonly hero?: ReactNode;
  /**
   * Placed before the error summary of a refused send's page (the stylesheet's link, from the route): the summary is
   * held undisplayed until that file has loaded, and the browser must find it displayed to focus it on load.
   */
  readonly beforeSummary?: ReactNode;
  /** The time zones with their UTC offsets today (platform/business-hours/time-zones.ts, timeZoneOptionsAt). */
  readonly timeZones: readonly TimeZoneOption[];
  /** The form's closed lists with their labels (features/delegation/form-choices.ts): props from the server, so
   * this component's browser code does not carry them as well. */
  readonly choices: FormChoices;
}

/**
 * What the confirmation page shows of a send. Its code is needed only when sending or after a refused send,
 * so it stays out of the page's first load and is fetched when the visitor first enters the form.
 */
const summaryCode = () => import("@/features/delegation/submission-summary");
const preloadSummaryCode = () => void summaryCode().catch(() => undefined);

/**
 * The delegation form. Without JavaScript it is a plain form posting to the server action; with it,
 * react-hook-form (loaded when the visitor first focuses the form) checks each field on blur and the
 * whole form on submit before the same action runs. Either way a stored request ends on the
 * confirmation page's own address; with JavaScript that page also shows what was sent.
 */
export function DelegationForm({ action, initialState, title, header, hero, beforeSummary, timeZones, choices }: DelegationFormProps) {
  // The permalink is the form's own page: without it React renders the server action as action="", which
  // HTML forbids. A browser without JavaScript posts to the same page either way.
  const [state, dispatch, pending] = useActionState(action, initialState, formPath);
  const current = state.values;
  const formRef = useRef<HTMLFormElement>(null);
  const { control, errors: clientErrors, submitCount, load } = useDelegationFormControl(formRef);
  const reportSentWithError = useFormFigures(formRef);
  const summaryRef = useRef<HTMLDivElement>(null);
  // Set when a submit fails; honoured by the first render that shows the summary (react-hook-form
  // reports errors and updates its state in separate renders).
  const summaryFocusPending = useRef(false);
  // Set from a submit until its checks have run, so repeated clicks while react-hook-form loads send once.
  const checking = useRef(false);
  const [, setFocusRequest] = useState(0);
  // Server messages stay until the visitor edits that field; then the browser's own check takes over.
  const [editedSinceServer, setEditedSinceServer] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (state.status !== "error") return;
    reportSentWithError();
    summaryFocusPending.current = true;
    void summaryCode().then(({ forgetSubmission }) => forgetSubmission(window.sessionStorage), () => undefined);
  }, [state, reportSentWithError]);

  useEffect(() => {
    if (summaryFocusPending.current && summaryRef.current) {
      summaryFocusPending.current = false;
      summaryRef.current.focus();
    }
  });

  useEffect(() => {
    const form = formRef.current;
    form?.addEventListener("focusin", preloadSummaryCode, { once: true });
    if (form?.contains(document.activeElement)) preloadSummaryCode();
    return () => form?.removeEventListener("focusin", preloadSummaryCode);
  }, []);

  // Replace the neutral default with the visitor's own time zone when it is on the list.
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("timeZone");
    if (!(select instanceof HTMLSelectElement) || select.value !== defaultTimeZone) return;
    const zone = browserTimeZone();
    if (timeZones.some((option) => option.value === zone)) select.value = zone;
  }, [timeZones]);

  const serverErrors = state.status === "error" ? state.fieldErrors : {};
  const errorFor = (name: FieldName): string | undefined =>
    clientErrors[name]?.message ?? (editedSinceServer.has(name) ? undefined : serverErrors[name]);
  const summaryErrors: SummaryError[] = fieldNames.flatMap((name) => {
    const message = errorFor(name);
    return message ? [{ name, message }] : [];
  });
  const showSummary = submitCount > 0 || state.status === "error";
  const refused = showSummary && (summaryErrors.length > 0 || (state.status === "error" && state.formError !== null));

  // Other fields' errors this field can settle (the task rule, for the free-text box).
  const relatedErrorIds = (name: FieldName): string[] =>
    errorsConcerning(name).flatMap((other) => (other !== name && errorFor(other) ? [errorId(other)] : []));

  const register = (name: FieldName): FieldRegistration => (control ? control.register(name) : { name });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (checking.current) return;
    checking.current = true;
    const form = event.currentTarget;
    const send = async () => {
      setEditedSinceServer(new Set());
      const data = new FormData(form);
      // The render saw only the request that fetched the page: after a client-side navigation, not where the visit began.
      data.set(visitFieldName, currentVisit());
      // Written before the action runs, so the confirmation page finds it; if the code cannot load, only the summary is lost.
      await summaryCode().then(({ rememberSubmission }) => rememberSubmission(window.sessionStorage, data), () => undefined);
      startTransition(() => dispatch(data));
    };
    void load()
      .then((loaded) => {
        if (!loaded) return send();
        return loaded.handleSubmit(send, () => {
          reportSentWithError();
          summaryFocusPending.current = true;
          setFocusRequest((count) => count + 1);
        })();
      })
      .finally(() => {
        checking.current = false;
      });
  };

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (!(fieldNames as readonly string[]).includes(name)) return;
    // A change can settle other fields' rules too (typing the tasks settles the checklist's).
    const settled = fieldsAffectedBy(name as FieldName).filter((field) => !editedSinceServer.has(field));
    if (settled.length > 0) setEditedSinceServer(new Set([...editedSinceServer, ...settled]));
  };

  // The title says "Error: " while the page shows a refused send. The server's answer to one without
  // JavaScript has it from the page's metadata; a second <title> here would make two in the head.
  useEffect(() => {
    document.title = refused ? `${formCopy.errorTitlePrefix}${title}` : title;
  }, [refused, title]);

  const optional = formCopy.optional;
  // A refused send answered by the server (JavaScript off): the browser focuses the summary as the page loads.
  const summaryFocusedOnLoad = state.status === "error";

  return (
    <>
      {summaryFocusedOnLoad ? beforeSummary : null}
      {refused ? (
        <div className="container form-layout form-layout--summary">
          <ErrorSummary
            heading={formCopy.summaryHeading}
            errors={summaryErrors}
            formError={state.status === "error" ? state.formError : null}
            summaryRef={summaryRef}
            focusOnLoad={summaryFocusedOnLoad}
          />
        </div>
      ) : null}
      {header}
      <MainContent>
        {hero}
        <div className="container form-layout">
          <form
            ref={formRef}
            className="delegation-form"
            action={dispatch}
            onSubmit={onSubmit}
            onChange={onChange}
            noValidate
          >
            <input type="hidden" name={tokenFieldName} value={state.token} />
            <div className="form-honeypot" aria-hidden="true">
              <label htmlFor={fieldId(honeypotFieldName)}>{formCopy.honeypotLabel}</label>
              <input id={fieldId(honeypotFieldName)} name={honeypotFieldName} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>

            <fieldset className="form-section">
              <legend className="form-section__legend">{formCopy.legends.about}</legend>
              <TextField registration={register("fullName")} label="Full name" defaultValue={current.fullName} error={errorFor("fullName")} autoComplete="name" />
              <TextField
                registration={register("email")}
                label="Work e-mail"
                type="email"
                inputMode="email"
                defaultValue={current.email}
                error={errorFor("email")}
                autoComplete="email"
              />
              <TextField
                registration={register("phone")}
                label="Phone"
                type="tel"
                inputMode="tel"
                optional
                optionalLabel={optional}
                hint="Include the country code if you are outside the US."
                defaultValue={current.phone}
                error={errorFor("phone")}
                autoComplete="tel"
              />
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__legend">{formCopy.legends.organisation}</legend>
              <TextField registration={register("company")} label="Company" defaultValue={current.company} error={errorFor("company")} autoComplete="organization" />
              <TextField
                registration={register("website")}
                label="Website"
                type="url"
                inputMode="url"
                optional
                optionalLabel={optional}
                hint="For example, example.com"
                defaultValue={current.website}
                error={errorFor("website")}
                autoComplete="url"
              />
              <ChoiceGroup
                registration={register("organisationType")}
                legend="Are you a business or an agency?"
                requiredLabel={formCopy.required}
                type="radio"
                options={choices.organisationTypes}
                selected={[current.organisationType]}
                error={errorFor("organisationType")}
              />
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__legend">{formCopy.legends.roles}</legend>
              <ChoiceGroup
                registration={register("roles")}
                legend="Which roles do you need?"
                requiredLabel={formCopy.required}
                hint="Choose one or more."
                type="checkbox"
                options={choices.roles}
                selected={current.roles}
                error={errorFor("roles")}
                className="role-picker"
                columns
              />
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__legend">{formCopy.legends.tasks}</legend>
              <TaskChecklist
                registration={register("tasks")}
                legend="Tasks from the checklist"
                hint={formCopy.tasksHint}
                noRoleHint={formCopy.tasksNoRole}
                selected={current.tasks}
                error={errorFor("tasks")}
                groups={choices.taskGroups}
              />
              <TextField
                registration={register("otherTasks")}
                label="Other tasks, in your own words"
                optional
                optionalLabel={formCopy.otherTasksNeeded}
                relatedErrorIds={relatedErrorIds("otherTasks")}
                multiline
                defaultValue={current.otherTasks}
                error={errorFor("otherTasks")}
              />
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__legend">{formCopy.legends.engagement}</legend>
              <ChoiceGroup
                registration={register("hoursPerWeek")}
                legend="Hours per week"
                requiredLabel={formCopy.required}
                type="radio"
                options={choices.hours}
                selected={[current.hoursPerWeek]}
                error={errorFor("hoursPerWeek")}
              />
              <ChoiceGroup
                registration={register("startTimeline")}
                legend="When would you like to start?"
                requiredLabel={formCopy.required}
                type="radio"
                options={choices.start}
                selected={[current.startTimeline]}
                error={errorFor("startTimeline")}
              />
              <ChoiceGroup
                registration={register("monthlyBudget")}
                legend="Monthly budget"
                requiredLabel={formCopy.required}
                hint={formCopy.budgetHint}
                type="radio"
                options={choices.budget}
                selected={[current.monthlyBudget]}
                error={errorFor("monthlyBudget")}
              />
              <SelectField
                registration={register("timeZone")}
                label="Your time zone"
                hint={formCopy.timeZoneHint}
                options={timeZones}
                defaultValue={current.timeZone}
                error={errorFor("timeZone")}
              />
            </fieldset>

            <fieldset className="form-section">
              <legend className="form-section__legend">{formCopy.legends.more}</legend>
              <TextField
                registration={register("message")}
                label="Anything else we should know?"
                optional
                optionalLabel={optional}
                multiline
                defaultValue={current.message}
                error={errorFor("message")}
              />
              <SelectField
                registration={register("heardFrom")}
                label="How did you hear about us?"
                optional
                optionalLabel={optional}
                options={choices.heardFrom}
                placeholder="Choose an answer"
                defaultValue={current.heardFrom}
                error={errorFor("heardFrom")}
              />
              <div className={errorFor("consent") ? "field field--error" : "field"}>
                <FieldError name="consent" message={errorFor("consent")} />
                <div className="choice">
                  <input
                    {...register("consent")}
                    className="choice__input"
                    type="checkbox"
                    id={fieldId("consent")}
                    defaultChecked={current.consent}
                    aria-invalid={errorFor("consent") ? true : undefined}
                    aria-required
                    aria-describedby={describedBy(errorFor("consent") && errorId("consent"))}
                  />
                  <label className="choice__label" htmlFor={fieldId("consent")}>
                    {formCopy.consentBefore}
                    <Link href="/privacy-policy">{formCopy.consentLink}</Link>
                    {formCopy.consentAfter}
                  </label>
                </div>
              </div>
            </fieldset>

            <CtaButton type="submit" size="lg" text={pending ? formCopy.submitting : formCopy.submit} loading={pending} />
          </form>
        </div>
      </MainContent>
    </>
  );
}
