import { formStylesheetHref, siteStylesheetHref } from "./stylesheets.generated";

/**
 * The site's whole stylesheet (and the form's, on pages with fields), linked at the end of <body>: the browser
 * paints what comes before it with the critical part and fetches the file meanwhile, with or without
 * JavaScript. Until it has loaded, the critical part shows only the header, the hero and the floating buttons;
 * the marker attribute is what it waits on (scripts/styles/split-stylesheet.ts).
 */
export function DeferredStylesheets({ forms = false }: { readonly forms?: boolean }) {
  return (
    <>
      <link rel="stylesheet" href={siteStylesheetHref} data-deferred-stylesheet="" />
      {forms ? <link rel="stylesheet" href={formStylesheetHref} /> : null}
    </>
  );
}

/** The form's rules, on the marketing pages that show fields or the guide's checklist: after their hero. */
export function FormStylesheet() {
  return <link rel="stylesheet" href={formStylesheetHref} />;
}
