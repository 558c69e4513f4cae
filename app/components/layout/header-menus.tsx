import { ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import * as React from "react";
import { SiteLink } from "~/components/ui/site-link";
import { type Category, categories, categoryPath, stackPath } from "~/content/categories";
import { companyLinks, industryLinks, type NavLink, serviceLinks } from "~/content/navigation";
import { layoutText } from "~/content/ui/layout-text";
import { fill, useLocale, useNames, useNavName, useUiText } from "~/content/ui/ui-text";
import { cn } from "~/lib/cn";
import { localizedHref } from "~/lib/i18n/locales";

export type MenuId = "industries" | "candidates" | "company";

const linkClass =
  "block rounded-lg px-3 py-2 text-sm text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring";

/**
 * The three header dropdowns. One is open at a time; clicking the open trigger closes it;
 * choosing a link, pressing Escape or clicking elsewhere closes it too.
 *
 * The HTML holds every panel and every category's specializations, and each state shows in an
 * attribute (`hidden`, `aria-expanded`, `data-active`) that the styles follow: a page that
 * renders the header without React in the browser gets the same behaviour from
 * site/scripts/header.ts, which reads and sets those attributes. The two keep the same rules.
 */
export function HeaderMenus() {
  const [openMenu, setOpenMenu] = React.useState<MenuId | null>(null);
  const navRef = React.useRef<HTMLElement>(null);

  React.useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      const trigger = navRef.current?.querySelector<HTMLButtonElement>(`[data-menu-trigger="${openMenu}"]`);
      setOpenMenu(null);
      trigger?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [openMenu]);

  const toggle = (id: MenuId) => setOpenMenu((current) => (current === id ? null : id));
  const close = () => setOpenMenu(null);
  const text = useUiText("layout", layoutText);

  return (
    <nav ref={navRef} aria-label={text.header.mainNavLabel} className="hidden items-center gap-1 lg:flex">
      <Dropdown
        id="industries"
        label={text.menus.industries}
        openMenu={openMenu}
        onToggle={toggle}
        onClose={close}
      >
        <LinkList links={industryLinks} onChoose={close} />
      </Dropdown>
      <Dropdown
        id="candidates"
        label={text.menus.candidates}
        openMenu={openMenu}
        onToggle={toggle}
        onClose={close}
        wide
      >
        <CandidatesPanel onChoose={close} />
      </Dropdown>
      <Dropdown id="company" label={text.menus.company} openMenu={openMenu} onToggle={toggle} onClose={close}>
        <LinkList links={companyLinks} onChoose={close} />
        <div className="my-1 border-t" />
        <LinkList links={serviceLinks} onChoose={close} />
      </Dropdown>
    </nav>
  );
}

function Dropdown({
  id,
  label,
  openMenu,
  onToggle,
  onClose,
  wide = false,
  children,
}: {
  id: MenuId;
  label: string;
  openMenu: MenuId | null;
  onToggle: (id: MenuId) => void;
  onClose: () => void;
  wide?: boolean;
  children: React.ReactNode;
}) {
  const isOpen = openMenu === id;
  const panelId = `header-menu-${id}`;

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: it only hears focus leaving its trigger and panel
    <div
      className="relative"
      // Keyboard focus leaving the trigger and its panel closes the menu (React's blur bubbles).
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (isOpen && next instanceof Node && !event.currentTarget.contains(next)) onClose();
      }}
    >
      <button
        type="button"
        data-menu-trigger={id}
        aria-expanded={isOpen}
        aria-controls={panelId}
        onClick={() => onToggle(id)}
        className="group inline-flex h-10 items-center gap-1 rounded-lg px-2.5 text-sm font-medium text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring aria-expanded:bg-muted xl:px-3"
      >
        {label}
        <ChevronDownIcon
          className="size-4 transition-transform group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div
        id={panelId}
        hidden={!isOpen}
        className={cn(
          "absolute top-full left-0 z-50 mt-2 rounded-xl border bg-background p-2 shadow-xl",
          wide ? "w-[560px]" : "w-60",
        )}
      >
        {children}
      </div>
    </div>
  );
}

function LinkList({ links, onChoose }: { links: readonly NavLink[]; onChoose: () => void }) {
  const navName = useNavName();
  return (
    <ul>
      {links.map((link) => (
        <li key={link.href}>
          <SiteLink href={link.href} className={linkClass} onClick={onChoose}>
            {navName(link)}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

/** A pointer resting this long on another category means the visitor wants that one. */
const HOVER_INTENT_MS = 150;

/** Moves focus within a list of links: the next or previous one, wrapping around. */
function focusSibling(container: Element | null, selector: string, from: Element, step: 1 | -1) {
  const links = Array.from(container?.querySelectorAll<HTMLElement>(selector) ?? []);
  const index = links.indexOf(from as HTMLElement);
  links[(index + step + links.length) % links.length]?.focus();
}

/**
 * Categories on the left; the specializations of the hovered or focused category on the right.
 * A pointer crossing other categories on its way to the pane does not switch it (hover intent);
 * arrow keys move between categories, into the pane (→) and back (←). Every category's list is
 * in the HTML, hidden but for the active one's.
 */
function CandidatesPanel({ onChoose }: { onChoose: () => void }) {
  const [active, setActive] = React.useState<Category | null>(null);
  const text = useUiText("layout", layoutText).menus;
  const locale = useLocale();
  const names = useNames();
  const panelRef = React.useRef<HTMLDivElement>(null);
  const pendingSwitch = React.useRef<ReturnType<typeof setTimeout>>(undefined);
  const cancelSwitch = React.useCallback(() => clearTimeout(pendingSwitch.current), []);

  const hover = (category: Category) => {
    cancelSwitch();
    if (!active) setActive(category);
    else pendingSwitch.current = setTimeout(() => setActive(category), HOVER_INTENT_MS);
  };
  const onCategoryKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    const panel = panelRef.current;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      focusSibling(panel, "[data-category-link]", event.currentTarget, event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "ArrowRight") {
      panel?.querySelector<HTMLElement>(`[data-stacks="${active?.slug}"] [data-stack-link]`)?.focus();
    } else return;
    event.preventDefault();
  };
  const onStackKeyDown = (event: React.KeyboardEvent<HTMLAnchorElement>) => {
    const panel = panelRef.current;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      const list = event.currentTarget.closest("[data-stacks]");
      focusSibling(list, "[data-stack-link]", event.currentTarget, event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "ArrowLeft") {
      panel?.querySelector<HTMLElement>(`[data-category-link="${active?.slug}"]`)?.focus();
    } else return;
    event.preventDefault();
  };
  // A switch still pending when the panel closes is dropped.
  React.useEffect(() => cancelSwitch, [cancelSwitch]);

  return (
    <div
      ref={panelRef}
      className="grid grid-cols-2 gap-2"
      data-candidates-panel=""
      data-hover-intent-ms={HOVER_INTENT_MS}
    >
      <ul aria-label={text.categoriesLabel}>
        <li>
          <SiteLink
            href={localizedHref("/candidates", locale)}
            className={cn(linkClass, "font-semibold")}
            onClick={onChoose}
          >
            {text.allCandidates}
          </SiteLink>
        </li>
        {categories.map((category) => (
          <li key={category.slug}>
            <SiteLink
              href={localizedHref(categoryPath(category), locale)}
              data-category-link={category.slug}
              data-active={active?.slug === category.slug ? "" : undefined}
              onClick={onChoose}
              onMouseEnter={() => hover(category)}
              onMouseLeave={cancelSwitch}
              onFocus={() => {
                cancelSwitch();
                setActive(category);
              }}
              onKeyDown={onCategoryKeyDown}
              className={cn(linkClass, "flex items-center justify-between data-active:bg-muted")}
            >
              {names.category(category.slug, category.name)}
              <ChevronRightIcon className="size-4 text-muted-foreground" aria-hidden="true" />
            </SiteLink>
          </li>
        ))}
      </ul>
      {/* Reaching the pane settles the category the pointer came from. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: pointer intent only; the keyboard has its own keys */}
      <div className="rounded-lg bg-muted/60 p-2" data-pane="" onMouseEnter={cancelSwitch}>
        <p
          className="flex h-full items-center justify-center px-3 py-6 text-sm text-muted-foreground"
          data-pane-hint=""
          hidden={active !== null}
        >
          {text.hoverHint}
        </p>
        <div data-pane-lists="" hidden={active === null}>
          <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            {text.specializations}
          </p>
          {categories.map((category) => (
            <ul
              key={category.slug}
              data-stacks={category.slug}
              hidden={active?.slug !== category.slug}
              aria-label={fill(text.specializationsOf, {
                category: names.category(category.slug, category.name),
              })}
            >
              {category.stacks.map((stack) => (
                <li key={stack.slug}>
                  <SiteLink
                    href={localizedHref(stackPath(category, stack), locale)}
                    data-stack-link=""
                    className={linkClass}
                    onClick={onChoose}
                    onKeyDown={onStackKeyDown}
                  >
                    {names.stack(category.slug, stack.slug, stack.name)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </div>
  );
}
