import { Link } from "@remix-run/react";
import { addedMessage, editorLink } from "~/utils/results/what-to-change";
import { cn } from "~/utils/misc";

/** Where an added variant went, and the way there. */
export function VariantAdded({ itemId, kind = "image", className }: { itemId: string; kind?: "image" | "video"; className?: string }) {
  return (
    <p role="status" className={cn("rounded-md bg-green-50 px-3 py-2 text-sm text-green-900 ring-1 ring-inset ring-green-200", className)}>
      {addedMessage(kind)}{" "}
      <Link to={editorLink(itemId)} className="font-semibold underline">
        Open the draft in the editor
      </Link>
    </p>
  );
}
