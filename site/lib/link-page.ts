import type { LinkPageAnswer } from "~/features/subscriptions/link-page";

/** Gives a page's response the status and headers of its answer (a page reached from an e-mail link). */
export function applyLinkPageAnswer(
  response: ResponseInit & { headers: Headers },
  answer: LinkPageAnswer<unknown>,
) {
  response.status = answer.status;
  for (const [name, value] of Object.entries(answer.headers)) response.headers.set(name, value);
}

/** The form of a page whose link asks for a confirmation: it posts the token in the URL, as the link carries it. */
export function linkPageForm(path: string, token: string, button: string) {
  return { action: `${path}?token=${encodeURIComponent(token)}`, button };
}
