/**
 * What a page reached from an e-mail link answers (the unsubscribe and confirmation pages, rendered
 * on request): the state it shows, its status and its headers. Such a page is never cached: what
 * it shows depends on its link's token.
 */
export interface LinkPageAnswer<State> {
  page: State;
  status: number;
  headers: Record<string, string>;
}

export function linkPageAnswer<State>(
  page: State,
  status = 200,
  headers: Record<string, string> = {},
): LinkPageAnswer<State> {
  return { page, status, headers: { "Cache-Control": "no-store", ...headers } };
}
