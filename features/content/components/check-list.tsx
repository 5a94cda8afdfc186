interface CheckListProps {
  readonly items: readonly string[];
  readonly columns?: boolean;
}

/** A ticked list of short statements. */
export function CheckList({ items, columns = false }: CheckListProps) {
  return (
    <ul className={columns ? "check-list check-list--columns" : "check-list"}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
