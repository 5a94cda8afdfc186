import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { fetchFormToken } from "@/lib/delegation/form-start";

export interface StartToken {
  /** The token the form posts: the server's, once it has answered, else the one fetched on first use. */
  readonly value: string;
  /** Fetches the token once (on the form's first focus); resolves to "" when it cannot, and the server starts the fill time. */
  readonly ensure: () => Promise<string>;
}

/**
 * The static form page carries no per-visitor token; it is fetched when the visitor first focuses the
 * form, so the fill time starts when they start and the page itself stays the same for everyone.
 */
export function useStartToken(serverToken: string, formRef: RefObject<HTMLFormElement | null>): StartToken {
  const [fetched, setFetched] = useState("");
  const request = useRef<Promise<string> | null>(null);
  const ensure = useCallback(() => {
    if (serverToken) return Promise.resolve(serverToken);
    request.current ??= fetchFormToken(document.referrer).then((token) => {
      // A failed fetch may be tried again on the next focus.
      if (!token) request.current = null;
      setFetched(token);
      return token;
    });
    return request.current;
  }, [serverToken]);
  useEffect(() => {
    const form = formRef.current;
    if (!form || serverToken || fetched) return;
    const onFocusIn = () => void ensure();
    form.addEventListener("focusin", onFocusIn, { once: true });
    return () => form.removeEventListener("focusin", onFocusIn);
  }, [formRef, serverToken, fetched, ensure]);
  return { value: serverToken || fetched, ensure };
}
