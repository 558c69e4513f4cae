// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { SiteLink, type SiteLinkProps, SiteLinkProvider, usePathname } from "./site-link";

const appLinkProps = vi.fn();
/** Stands for an app's router link: records what it is given. */
function AppLink(props: SiteLinkProps) {
  appLinkProps(props);
  return (
    <a href={props.href} data-app-link="">
      {props.children}
    </a>
  );
}

describe("SiteLink", () => {
  it("is a plain anchor without a provider, passing an anchor's props and dropping the prefetch hint", () => {
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(
      <SiteLink href="/pricing" className="link" aria-label="See pricing" prefetch="intent" onClick={onClick}>
        Pricing
      </SiteLink>,
    );
    const link = screen.getByRole("link", { name: "See pricing" });
    expect(link.tagName).toBe("A");
    expect(link).toHaveAttribute("href", "/pricing");
    expect(link).toHaveClass("link");
    expect(link).not.toHaveAttribute("prefetch");
    expect(link.attributes).toHaveLength(3);
    link.click();
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("renders the provided link component with every prop", () => {
    render(
      <SiteLinkProvider link={AppLink}>
        <SiteLink href="/about" prefetch="intent" className="link">
          About
        </SiteLink>
      </SiteLinkProvider>,
    );
    expect(screen.getByRole("link", { name: "About" })).toHaveAttribute("data-app-link");
    expect(appLinkProps).toHaveBeenLastCalledWith({
      href: "/about",
      prefetch: "intent",
      className: "link",
      children: "About",
    });
  });
});

function ShowPathname() {
  return <p>{`path:${usePathname()}`}</p>;
}

describe("usePathname", () => {
  it("is the provider's path, and a provider giving only a link keeps the one above it", () => {
    render(
      <SiteLinkProvider pathname="/es/talent">
        <SiteLinkProvider link={AppLink}>
          <ShowPathname />
        </SiteLinkProvider>
      </SiteLinkProvider>,
    );
    expect(screen.getByText("path:/es/talent")).toBeInTheDocument();
  });

  it("is empty in a server render without a provider, and the browser's path in the browser", () => {
    window.history.replaceState(null, "", "/candidates/developers");
    expect(renderToString(<ShowPathname />)).toBe("<p>path:</p>");
    render(<ShowPathname />);
    expect(screen.getByText("path:/candidates/developers")).toBeInTheDocument();
  });
});
