import type { SocialIcon as SocialIconName } from "~/content/site";

/** Simple monochrome glyphs for the social links, drawn for this site. */
export function SocialIcon({ name }: { name: SocialIconName }) {
  const common = {
    viewBox: "0 0 24 24",
    className: "size-5",
    focusable: false,
  } as const;
  switch (name) {
    case "linkedin":
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <rect x="3" y="9" width="4" height="12" rx="1" />
          <circle cx="5" cy="5" r="2.2" />
          <path d="M10 9h3.8v1.8c.6-1.1 2-2.1 4-2.1 3.3 0 4.2 2.1 4.2 5.2V21h-4v-6.3c0-1.6-.4-2.7-1.8-2.7-1.5 0-2.2 1.1-2.2 2.7V21h-4z" />
        </svg>
      );
    case "x":
      return (
        <svg
          aria-hidden="true"
          {...common}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
        >
          <path d="M4 4l16 16M20 4L4 20" />
        </svg>
      );
    case "instagram":
      return (
        <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
  }
}
