import Form from "next/form";
import { CtaButton } from "@/ui/cta-button";
import { roleIds, roleLabels } from "@/features/delegation/options";
import { formPath } from "@/platform/config/form-paths";
import { prefillNames } from "@/features/delegation/query-names";
import { tasksForRole } from "@/features/delegation/tasks";

interface GuideChecklistProps {
  readonly submitLabel: string;
}

/**
 * A GET form: the ticked task ids travel to the request form in its URL, so the hand-off works without
 * JavaScript and carries no personal data; the form's page renders the ticks in. With JavaScript, Next's
 * <Form> makes it a client-side navigation, which keeps the visit's first address (and a campaign's tags
 * in it) for the form's script (features/delegation/form-visit.ts); without, the form's render reads the tags
 * of this page's own address from its Referer. Not prefetched: the form's page is rendered per request.
 */
export function GuideChecklist({ submitLabel }: GuideChecklistProps) {
  return (
    <Form className="guide-checklist" action={formPath} prefetch={false}>
      <div className="guide-checklist__groups">
        {roleIds.map((role) => (
          <fieldset className="task-group task-group--always" key={role}>
            <legend className="task-group__legend">{roleLabels[role]}</legend>
            {tasksForRole(role).map((task) => (
              <div className="choice" key={task.id}>
                <input className="choice__input" type="checkbox" name={prefillNames.tasks} value={task.id} id={`guide-task-${task.id.replace(":", "-")}`} />
                <label className="choice__label" htmlFor={`guide-task-${task.id.replace(":", "-")}`}>
                  {task.label}
                </label>
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <CtaButton type="submit" size="lg" text={submitLabel} />
    </Form>
  );
}
