import { passwordProblem } from "../../inbox/app/lib/password-policy";

/**
 * What `npm run inbox:user -- add` takes from a pipe: the first line only, so a password piped
 * twice (as tools that ask for a confirmation send it) or with a line ending is the password
 * itself. Nothing piped, or an empty line alone: null, and the command generates one.
 */
export function pipedPassword(input: string): { password: string } | { refused: string } | null {
  const [first = "", ...rest] = input.split(/\r?\n/);
  if (first === "") {
    if (rest.join("").trim() === "") return null;
    return { refused: "The password read from standard input must be on its first line, which is empty." };
  }
  const problem = passwordProblem(first);
  if (problem) return { refused: `The password on the first line of standard input is refused: ${problem}` };
  return { password: first };
}
