/** The request form's addresses, in one module both the proxy and the page's script can import. */
export const formPath = "/delegation-tasks-guide/form";
/** Where the static form page gets its per-visitor token (lib/delegation/form-start.ts). */
export const formStartPath = `${formPath}/start`;
/** The per-request render of the form for an address with a query (lib/delegation/prefilled-form.ts). */
export const prefilledFormPath = `${formPath}/prefilled`;
