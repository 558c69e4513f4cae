import type { HomeContent } from "~/content/home";

/**
 * The home page's headline figures. Each label carries the line that says what its figure
 * counts; the tiles share their rows (subgrid), so figures and labels line up across the bar.
 * The date the figures were counted closes the bar.
 */
export function StatsBar({ stats }: { stats: HomeContent["stats"] }) {
  return (
    <section aria-label={stats.label} className="border-b bg-background">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-x-4 gap-y-10 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:gap-x-8 lg:px-8">
        {stats.items.map((stat) => (
          <div
            key={stat.label}
            className="row-span-2 grid grid-rows-subgrid justify-items-center gap-y-1 text-center"
          >
            <dt className="order-2 max-w-72">
              <span className="block text-sm font-semibold text-foreground sm:text-base">{stat.label}</span>
              <span className="mt-1 block text-xs leading-snug text-balance text-muted-foreground sm:text-sm">
                {stat.description}
              </span>
            </dt>
            <dd className="order-1 self-end text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">
              {stat.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="-mt-4 pb-6 text-center text-xs text-muted-foreground">{stats.asOf}</p>
    </section>
  );
}
