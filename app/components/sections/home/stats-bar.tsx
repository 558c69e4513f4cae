import type { HomeContent } from "~/content/home";

export function StatsBar({ stats }: { stats: HomeContent["stats"] }) {
  return (
    <section aria-label={stats.label} className="border-b bg-background">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-y-8 px-4 py-10 sm:px-6 lg:grid-cols-4 lg:px-8">
        {stats.items.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse items-center text-center">
            <dt className="mt-1 text-sm font-medium text-muted-foreground sm:text-base">{stat.label}</dt>
            <dd className="text-3xl font-extrabold tracking-tight text-primary sm:text-4xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
