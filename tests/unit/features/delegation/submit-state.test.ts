/** @jest-environment node */
import { answersPlainFormPost } from "@/features/delegation/submit-state";

describe("the page answering a send without JavaScript", () => {
  it("is told apart by the form post's body type", () => {
    expect(answersPlainFormPost(new Headers({ "content-type": "multipart/form-data; boundary=----x" }))).toBe(true);
    expect(answersPlainFormPost(new Headers({ "content-type": "application/x-www-form-urlencoded" }))).toBe(true);
  });

  it("is not a page visit, nor the page's own script calling the action", () => {
    expect(answersPlainFormPost(new Headers())).toBe(false);
    expect(answersPlainFormPost(new Headers({ "content-type": "text/plain;charset=UTF-8", "next-action": "abc" }))).toBe(false);
    expect(answersPlainFormPost(new Headers({ "content-type": "multipart/form-data; boundary=x", "next-action": "abc" }))).toBe(false);
  });
});
