// Blocks of the candidate landing pages and the category pages, kept apart from cards.tsx so
// that the stack pages do not load them.
import type { StatItem } from "~/content/category-pages";
import type { ChatMessage } from "~/content/interview-chats";
import { cn } from "~/lib/cn";
import { SCROLL_TAB_STOP, tabStopWhileScrolling } from "./rhythm";

/** A sample AI interview transcript; on a phone a chat window of its own height that scrolls. */
export function ChatTranscript({
  messages,
  label,
  speakers,
}: {
  messages: readonly ChatMessage[];
  label: string;
  speakers: { ai: string; candidate: string };
}) {
  return (
    <section
      ref={tabStopWhileScrolling}
      {...{ [SCROLL_TAB_STOP]: "" }}
      aria-label={label}
      // A candidate's answers are a sample, not the site's claims: the savings relation skips them.
      data-figure-source="sample"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a chat window that scrolls must be reachable by keyboard
      tabIndex={0}
      className="max-h-80 overflow-y-auto overscroll-y-contain rounded-2xl border bg-card p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-ring sm:max-h-none sm:p-6"
    >
      <ol className="space-y-3 sm:space-y-4">
        {messages.map((message) => {
          const fromAi = message.sender === "ai";
          return (
            <li key={message.id} className={cn("flex", fromAi ? "justify-start" : "justify-end")}>
              <div
                className={cn(
                  "max-w-[88%] rounded-2xl px-3 py-2 text-sm sm:px-4 sm:py-3",
                  fromAi ? "rounded-tl-sm bg-muted text-foreground" : "rounded-tr-sm bg-primary text-white",
                )}
              >
                <p className="mb-1 text-xs font-semibold opacity-90">
                  {fromAi ? speakers.ai : speakers.candidate} · <time>{message.timestamp}</time>
                </p>
                <p>{message.text}</p>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * A grid of headline figures: value, label and the line that says what the figure counts. The
 * value leads each tile, so the values of a row sit on one baseline; the tiles of a row share
 * one height.
 */
export function StatGrid({
  items,
  tone = "default",
}: {
  items: readonly StatItem[];
  tone?: "default" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.label}
          className={cn(
            "flex flex-col rounded-xl p-4 sm:p-6",
            dark ? "bg-white/10" : "border bg-card shadow-sm",
          )}
        >
          {/* The label's colour comes from the band (white on dark). */}
          <dt className="order-2 mt-1 text-sm font-semibold sm:text-base">{item.label}</dt>
          <dd
            className={cn(
              "order-1 text-2xl font-extrabold tracking-tight sm:text-4xl",
              dark ? "text-highlight" : "text-primary",
            )}
          >
            {item.value}
          </dd>
          {item.description ? (
            <dd
              className={cn(
                "order-3 mt-1 text-xs sm:text-sm",
                dark ? "text-white/80" : "text-muted-foreground",
              )}
            >
              {item.description}
            </dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
