/** @jest-environment node */
import { passwordProblem, personalTerms, type PasswordContext } from "@/features/auth/password/password-rule";
import { passwordProblemMessages } from "@/features/admin/admin-copy";

const context: PasswordContext = { brandNames: ["OpenSeat", "OS"], siteHost: "www.openseat.example", email: "jordan.lee@openseat.example" };

describe("the admin password rule (NIST SP 800-63B)", () => {
  it("refuses fewer than 12 characters, counting code points, and allows exactly 12 with no composition rules", async () => {
    await expect(passwordProblem("ab3 kd9 x0q", context)).resolves.toBe("too-short");
    // 11 emoji are 22 UTF-16 units but 11 characters.
    await expect(passwordProblem("🦊🐙🦉🐝🦀🐢🦋🐌🦑🦩🐞", context)).resolves.toBe("too-short");
    // All lowercase, no digits or symbols: allowed when it is not guessable.
    await expect(passwordProblem("vqzmdkrhtwpx", context)).resolves.toBeNull();
  });

  it("refuses more than 256 characters", async () => {
    await expect(passwordProblem("tangerine quartz ".repeat(16), context)).resolves.toBe("too-long");
  });

  it.each([
    ["OpenSeat lunch tuesday", "the brand"],
    ["open-seat.EXAMPLE 9!rq", "the domain"],
    ["my-openseat-example-pw", "the domain with its dots dropped"],
    ["jordan.lee rides 7 bikes", "the address's local part"],
    ["JordanLee@OpenSeat.example", "the whole address"],
  ])("refuses %p, built from %s", async (password) => {
    await expect(passwordProblem(password, context)).resolves.toBe("personal");
  });

  it("ignores personal terms under 4 letters", () => {
    expect(personalTerms({ brandNames: ["OS"], siteHost: "localhost", email: "jo@x.io" })).toEqual(["localhost", "joxio"]);
  });

  it.each(["123456789012", "internationalization", "P@ssw0rd1234", "qwertyuiopas", "Password123!"])(
    "refuses %p as a common password or dictionary word",
    async (password) => {
      // Password123! is one known password plus one symbol: guessable rather than common.
      await expect(passwordProblem(password, context)).resolves.toMatch(/^(common|guessable)$/);
    },
  );

  it("tells a whole known password from a pattern built on one", async () => {
    await expect(passwordProblem("123456789012", context)).resolves.toBe("common");
    await expect(passwordProblem("internationalization", context)).resolves.toBe("common");
    await expect(passwordProblem("password1234", context)).resolves.toBe("guessable");
    await expect(passwordProblem("sunshinesunshine", context)).resolves.toBe("guessable");
    await expect(passwordProblem("monkeymonkey12", context)).resolves.toBe("guessable");
  });

  it("accepts a passphrase of unrelated words and a random string", async () => {
    await expect(passwordProblem("correct horse battery staple", context)).resolves.toBeNull();
    await expect(passwordProblem("zq8-Lm2!vR4#pw", context)).resolves.toBeNull();
  });

  it("says why in plain words for every reason", () => {
    for (const reason of ["too-short", "too-long", "personal", "common", "guessable"] as const) {
      expect(passwordProblemMessages[reason]).toMatch(/^[A-Z].{20,}\.$/);
    }
  });
});
