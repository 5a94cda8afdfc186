interface FilterSelectProps<Value extends string> {
  /** The query parameter the GET form sends; the control's id is made from it. */
  readonly name: string;
  readonly label: string;
  /** The first option, sent as an empty value: no filter on this field. */
  readonly anyLabel: string;
  readonly values: readonly Value[];
  readonly labels: Readonly<Record<Value, string>>;
  readonly selected: Value | null;
}

/** One filter of the request list: a labelled select of a field's values, with "any" first. */
export function FilterSelect<Value extends string>({ name, label, anyLabel, values, labels, selected }: FilterSelectProps<Value>) {
  const id = `filter-${name}`;
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={selected ?? ""}>
        <option value="">{anyLabel}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
