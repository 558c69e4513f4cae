/**
 * The application form's checks: the server's rules with the messages of the page's language.
 * The form loads this module (with zod) the first time it validates, so its first load carries
 * none of it.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type ApplicationMessages,
  localizedApplicationSchema,
} from "~/content/forms/candidate-application-schema";

const makeResolver = (messages: ApplicationMessages) => zodResolver(localizedApplicationSchema(messages));
const resolvers = new WeakMap<ApplicationMessages, ReturnType<typeof makeResolver>>();

/** The resolver of the form in the language of `messages`, made once per catalogue. */
export function applicationResolver(messages: ApplicationMessages) {
  const made = resolvers.get(messages);
  if (made) return made;
  const resolver = makeResolver(messages);
  resolvers.set(messages, resolver);
  return resolver;
}
