import { Link } from "react-router";
import { Button } from "~/components/ui/button";

/** The body of the candidate application dialog. */
export default function ApplicationFormEmbed({ onDone }: { onDone: () => void }) {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-muted-foreground">
        Tell us about your experience, English level and the rate you expect. Our talent team reviews every
        application and contacts you when a U.S. company matches your profile.
      </p>
      <Button asChild size="lg" onClick={onDone}>
        <Link to="/talent-apply">Start your application</Link>
      </Button>
    </div>
  );
}
