import { BotIcon, SendIcon, XIcon } from "lucide-react";
import * as React from "react";
import { SiteLink } from "~/components/ui/site-link";
import type { PageCategoryScope } from "~/content/categories";
import {
  CHAT_QUICK_OPTIONS_SHOWN,
  CHAT_REPLY_DELAY_MS,
  type ChatCatalogue,
  type ChatLink,
  chatMatchText,
  chatReplies,
  chatReplyText,
  chatText,
} from "~/content/chat-matcher";
import { useLocale, useNames } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { localizedHref } from "~/lib/i18n/locales";
import { chooseReplyTopic } from "./choose-reply";
import { composeMatchReply, type MatchReply } from "./match-reply";
import { matchRequest, type ParsedRequest } from "./match-request";

/** The chat's English words; a translated page's island passes its own language's (chat-panel-island-*.tsx). */
const englishChat: ChatCatalogue = { ...chatText, replies: chatReplyText, match: chatMatchText };

/** SPEC section 3's chat message, plus the links of an assistant reply. */
export interface ChatMessage {
  id: string;
  text: string;
  sender: "ai" | "user";
  timestamp: number;
  links?: readonly ChatLink[];
  /** What the matcher found in our catalogue, shown under the canned reply. */
  match?: MatchReply;
}

const greeting = (text: string): ChatMessage => ({
  id: "greeting",
  text,
  sender: "ai",
  timestamp: Date.now(),
});

/**
 * The expanded chat: a non-modal dialog in the corner. It stays mounted while collapsed (only
 * hidden) so the conversation survives closing and reopening.
 */
export default function ChatPanel({
  open,
  onClose,
  text = englishChat,
  page,
}: {
  open: boolean;
  onClose: () => void;
  /** The words in the page's language. */
  text?: ChatCatalogue;
  /** The category and stack of the page, for a message that names no role of its own. */
  page?: PageCategoryScope;
}) {
  const locale = useLocale();
  const names = useNames();
  const [messages, setMessages] = React.useState<ChatMessage[]>(() => [greeting(text.greeting)]);
  const [input, setInput] = React.useState("");
  const [pendingReplies, setPendingReplies] = React.useState(0);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const listRef = React.useRef<HTMLDivElement>(null);
  const timers = React.useRef(new Set<ReturnType<typeof setTimeout>>());
  const nextId = React.useRef(0);
  // The last request that named (or took) a role: what "them" in the next message refers to.
  const previousRequest = React.useRef<ParsedRequest | undefined>(undefined);
  const titleId = React.useId();
  const inputId = React.useId();

  React.useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  // A page Astro builds shows the panel as static HTML while its code loads, and the visitor may
  // type meanwhile: what they typed is in the field only until it is taken into the state here.
  React.useEffect(() => {
    const typed = inputRef.current?.value;
    if (typed) setInput(typed);
  }, []);

  React.useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a message or the typing line appears
  React.useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [messages.length, pendingReplies]);

  function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = input.trim();
    if (!message) return;
    const id = () => `m${++nextId.current}`;
    setMessages((current) => [
      ...current,
      { id: id(), text: message, sender: "user", timestamp: Date.now() },
    ]);
    setInput("");
    // Sending disables the send button; keep focus in the panel so typing and Escape still work.
    inputRef.current?.focus();
    setPendingReplies((count) => count + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const topic = chooseReplyTopic(message);
      const reply = text.replies[topic];
      // SPEC's canned reply, then what the request matches in our catalogue, whose links (the
      // stack page, the shortlist with the role filled in) replace the canned reply's.
      const found = matchRequest(message, { previous: previousRequest.current, page });
      if (found) previousRequest.current = found.request;
      const match = found ? composeMatchReply(found, text, locale, names) : undefined;
      // The page's language words with the English reply's targets (localized where they can be).
      const links =
        match?.links ??
        chatReplies[topic].links.map((link, index) => ({
          label: reply.linkLabels[index] ?? link.label,
          href: localizedHref(link.href, locale),
        }));
      setMessages((current) => [
        ...current,
        {
          id: id(),
          text: reply.text,
          sender: "ai",
          timestamp: Date.now(),
          links,
          ...(match ? { match } : {}),
        },
      ]);
      setPendingReplies((count) => count - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
  }

  const showQuickOptions = messages.length === 1;

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      data-testid="chat-panel"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onClose();
        }
      }}
      className="fixed right-4 bottom-4 z-40 flex h-[min(34rem,calc(100dvh-2rem))] w-[min(24rem,calc(100vw-2rem))] flex-col overflow-hidden rounded-2xl border bg-background shadow-2xl"
    >
      <div className="flex items-center gap-3 bg-navy-900 px-4 py-3 text-white">
        <span className="inline-flex size-9 items-center justify-center rounded-full bg-primary">
          <BotIcon className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="text-base font-semibold">
            {text.title}
          </h2>
          <p className="truncate text-xs text-white/80">{text.subtitle}</p>
        </div>
        <button
          type="button"
          aria-label={text.close}
          onClick={onClose}
          data-chat-close=""
          className="inline-flex size-9 items-center justify-center rounded-lg text-white/85 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-white"
        >
          <XIcon className="size-5" aria-hidden="true" />
        </button>
      </div>

      <div ref={listRef} className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-muted px-4 py-4">
        <div role="log" aria-live="polite" aria-label={text.messagesLabel} className="space-y-3">
          {messages.map((message) => (
            <div
              key={message.id}
              data-sender={message.sender}
              className={cn("flex", message.sender === "user" ? "justify-end" : "justify-start")}
            >
              <div
                className={cn(
                  "max-w-[85%] rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
                  message.sender === "user"
                    ? "rounded-br-md bg-primary text-white"
                    : "rounded-bl-md border bg-background text-foreground",
                )}
              >
                <span className="sr-only">{message.sender === "user" ? text.you : text.assistant}: </span>
                <p>{message.text}</p>
                {message.match ? <MatchFindings reply={message.match} /> : null}
                {message.links ? (
                  <ul className="mt-2 flex flex-col gap-1">
                    {message.links.map((link) => (
                      <li key={link.href}>
                        <SiteLink
                          href={link.href}
                          onClick={onClose}
                          className="font-semibold text-primary underline underline-offset-2 hover:no-underline"
                        >
                          {link.label}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
            </div>
          ))}
        </div>
        {pendingReplies > 0 ? (
          <p className="text-xs text-muted-foreground" data-testid="chat-typing">
            {text.typing}
          </p>
        ) : null}
        {showQuickOptions ? (
          <ul aria-label={text.quickOptionsLabel} className="flex flex-wrap gap-2 pt-1">
            {text.quickOptions.slice(0, CHAT_QUICK_OPTIONS_SHOWN).map((option) => (
              <li key={option}>
                <button
                  type="button"
                  // A chip pressed as the panel opens, before its island is live, fills the
                  // input once it is (site/scripts/held-clicks.ts).
                  data-replays-early-click
                  onClick={() => {
                    setInput(option);
                    inputRef.current?.focus();
                  }}
                  className="rounded-full border border-primary/30 bg-background px-3 py-1.5 text-xs font-medium text-primary hover:bg-primary-soft focus-visible:outline-2 focus-visible:outline-ring"
                >
                  {option}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>

      <form onSubmit={send} className="flex items-center gap-2 border-t bg-background p-3">
        <label htmlFor={inputId} className="sr-only">
          {text.inputLabel}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          placeholder={text.inputPlaceholder}
          className="h-10 min-w-0 flex-1 rounded-lg border border-input bg-background px-3 text-base placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 sm:text-sm"
        />
        <button
          type="submit"
          aria-label={text.send}
          disabled={!input.trim()}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-white hover:bg-primary/90 disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <SendIcon className="size-4" aria-hidden="true" />
        </button>
      </form>
    </div>
  );
}

/** The catalogue's answer under the canned reply: rates, what the budget buys, sample profiles. */
function MatchFindings({ reply }: { reply: MatchReply }) {
  return (
    <div data-testid="chat-match" className="mt-3 space-y-2 border-t pt-3">
      <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{reply.heading}</p>
      {reply.stacks.map((stack) => (
        <div key={stack.key}>
          <p className="font-semibold">{stack.rate}</p>
          {stack.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ))}
      {reply.notes.map((note) => (
        <p key={note} className="text-muted-foreground">
          {note}
        </p>
      ))}
      {reply.profiles.length > 0 ? (
        <div>
          <p className="font-semibold">{reply.profilesTitle}</p>
          <p className="text-xs text-muted-foreground">{reply.sampleNotice}</p>
          <ul className="mt-1 list-disc space-y-1 pl-4">
            {reply.profiles.map((profile) => (
              <li key={profile.key}>{profile.text}</li>
            ))}
          </ul>
        </div>
      ) : reply.noProfiles ? (
        <p className="text-muted-foreground">{reply.noProfiles}</p>
      ) : null}
    </div>
  );
}
