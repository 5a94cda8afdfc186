interface SpelledOutProps {
  /** The groups the text is shown in, and heard by. */
  readonly groups: readonly string[];
  /** How the groups are joined on screen: a space for the setup key, a dash for a recovery code. */
  readonly separator: string;
  /** Said before the characters, when the text needs an introduction. */
  readonly intro?: string;
}

/**
 * A secret to copy by hand (the setup key, a recovery code): seen in groups, heard character by character, a
 * group at a time, from a hidden copy. Read as one word, "2rcg-cm36" is guessed at as a word, and a letter
 * misheard is a sign-in refused.
 */
export function SpelledOut({ groups, separator, intro }: SpelledOutProps) {
  const spelled = groups.map((group) => [...group].join(" ")).join(", ");
  return (
    <>
      <code aria-hidden="true">{groups.join(separator)}</code>
      <span className="visually-hidden">{intro ? `${intro} ${spelled}.` : spelled}</span>
    </>
  );
}
