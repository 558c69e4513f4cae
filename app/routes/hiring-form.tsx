import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { hiringFormPageContent } from "~/content/hiring";
import { pages } from "~/content/pages";
import HiringFormEmbed from "~/features/hiring-request/hiring-form-embed";
import { seo } from "~/lib/seo";

export const meta = () => seo(pages.hiringForm);

export default function HiringFormPage() {
  return (
    <section className="bg-muted px-4 py-10 sm:py-16">
      <div className="mx-auto max-w-3xl">
        <Link
          to="/"
          className="inline-flex items-center gap-2 rounded text-sm font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        >
          <ArrowLeftIcon className="size-4" aria-hidden="true" />
          {hiringFormPageContent.backLink}
        </Link>
        <div className="mt-6 rounded-2xl border bg-background p-6 shadow-sm sm:p-10">
          <h1 className="text-3xl font-bold tracking-tight">{hiringFormPageContent.title}</h1>
          <p className="mt-2 text-muted-foreground">{hiringFormPageContent.description}</p>
          <div className="mt-8">
            <HiringFormEmbed />
          </div>
        </div>
      </div>
    </section>
  );
}
