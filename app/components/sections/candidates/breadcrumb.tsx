import { SiteLink } from "~/components/ui/site-link";

export function Breadcrumb({
  items,
  label,
}: {
  items: readonly { name: string; href?: string }[];
  label: string;
}) {
  return (
    <nav aria-label={label} className="border-b border-white/10 bg-navy-900 text-sm text-white/80">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-3 sm:px-6 lg:px-8">
        {items.map((item, index) => (
          <li key={item.name} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {item.href ? (
              <SiteLink href={item.href} className="underline-offset-4 hover:text-white hover:underline">
                {item.name}
              </SiteLink>
            ) : (
              <span aria-current="page" className="font-medium text-white">
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
