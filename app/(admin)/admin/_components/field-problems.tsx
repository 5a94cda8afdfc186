/**
 * What a form of the admin area shows beside a field its action refused: the field marked invalid and
 * described by its problem (after its hint, where it has one), and the problem itself, which a screen
 * reader starts with "Error". `prefix` keeps the ids of two forms on one page apart.
 */
export function fieldProblems<Field extends string>(prefix: string, problems: Partial<Record<Field, string>>) {
  const errorId = (field: Field) => `${prefix}-${field}-error`;
  return {
    errorId,
    described: (field: Field, hint?: string) => ({
      "aria-invalid": problems[field] ? true : undefined,
      "aria-describedby": [hint, problems[field] ? errorId(field) : undefined].filter(Boolean).join(" ") || undefined,
    }),
    error: (field: Field) =>
      problems[field] ? (
        <p id={errorId(field)} className="admin-field__error">
          <span className="visually-hidden">Error: </span>
          {problems[field]}
        </p>
      ) : null,
  };
}
