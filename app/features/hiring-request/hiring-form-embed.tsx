import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { hiringFormPath } from "~/content/navigation";

/** The body of the hiring modal. */
export default function HiringFormEmbed() {
  return (
    <div className="flex flex-col items-start gap-4">
      <p className="text-muted-foreground">
        Share the roles you need, your goals and budget in six short steps. It takes about two minutes.
      </p>
      <Button asChild size="lg">
        <Link to={hiringFormPath}>Open the hiring request form</Link>
      </Button>
    </div>
  );
}
