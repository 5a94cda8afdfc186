import { settingsTargetId } from "@/features/accessibility/shell-dialogs";
import { statementCallout } from "@/features/content/accessibility-statement";

/** A plain link to the settings button: the panel's script opens the panel from it. */
export function OpenSettingsCallout() {
  return (
    <aside className="section section--alt" aria-labelledby="open-settings-heading">
      <div className="container prose">
        <h2 id="open-settings-heading">{statementCallout.heading}</h2>
        <p>{statementCallout.body}</p>
        <p>
          <a className="cta cta--primary cta--md" href={`#${settingsTargetId}`}>
            {statementCallout.link}
          </a>
        </p>
      </div>
    </aside>
  );
}
