import * as React from "react";
import { ProcessSteps } from "~/components/sections/candidates/process-steps";
import { ProcessTimeline } from "~/components/sections/hero-visuals/process-timeline";
import { PageHero } from "~/components/sections/page-hero";
import { Section, SectionHeading } from "~/components/sections/section";
import { talentApplyPageData } from "~/content/candidate-static-pages";
import { localizedPageSeo } from "~/content/localized-pages";
import { pages } from "~/content/pages";
import { localeFromRequest } from "~/lib/i18n/locales";
import { audienceHandle } from "~/lib/page-audience";
import { seo } from "~/lib/seo";
import type { Route } from "./+types/talent-apply";

export function loader({ request }: Route.LoaderArgs) {
  const locale = localeFromRequest(request);
  // The page's text in its own language only: meta also runs in the browser.
  return {
    ...talentApplyPageData(locale),
    seo: { ...localizedPageSeo[locale].talentApply, path: pages.talentApply.path },
  };
}

export const handle = audienceHandle("candidates");

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? seo({ ...loaderData.seo, locale: loaderData.locale }) : [];

const ApplicationForm = React.lazy(() =>
  import("~/features/candidate-application/application-form").then((module) => ({
    default: module.ApplicationForm,
  })),
);

/** Same footprint as the form, so nothing below moves when it arrives. */
function FormSkeleton() {
  return (
    <div aria-hidden="true" className="flex min-h-[46rem] flex-col gap-5 sm:min-h-[38rem]">
      <div className="grid gap-5 sm:grid-cols-2">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <div key={index} className="h-[4.25rem] rounded-lg bg-muted" />
        ))}
      </div>
      <div className="h-[4.25rem] rounded-lg bg-muted" />
      <div className="h-36 rounded-lg bg-muted" />
    </div>
  );
}

export default function TalentApplyPage({ loaderData }: Route.ComponentProps) {
  // The form reads the saved draft from sessionStorage, so it renders in the browser only.
  const [mounted, setMounted] = React.useState(false);
  React.useEffect(() => setMounted(true), []);
  const { hero, form, nextSteps } = loaderData;
  return (
    <>
      <PageHero hero={hero} visual={<ProcessTimeline title={nextSteps.title} steps={nextSteps.steps} />} />
      <Section id="application">
        <div className="grid gap-12 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <SectionHeading title={form.title} description={form.description} align="left" />
            <div className="mt-8 rounded-2xl border bg-card p-5 shadow-sm sm:p-8">
              {mounted ? (
                <React.Suspense fallback={<FormSkeleton />}>
                  <ApplicationForm />
                </React.Suspense>
              ) : (
                <FormSkeleton />
              )}
            </div>
          </div>
          <aside aria-labelledby="next-steps-title">
            <SectionHeading
              id="next-steps-title"
              title={nextSteps.title}
              description={nextSteps.description}
              align="left"
            />
            <div className="mt-8">
              <ProcessSteps steps={nextSteps.steps} stacked />
            </div>
          </aside>
        </div>
      </Section>
    </>
  );
}
