import { useEffect, useRef, useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import type { Toast } from "~/utils/toast.server";
import { cn } from "~/utils/misc";

const TOAST_MS = 5000;

// Server-rendered, so without JavaScript it is the flash message on the next page.
export function Toaster({ toast }: { toast: Toast | null }) {
  const [current, setCurrent] = useState(toast);
  // Revalidations (the list's 5 s refetch) bring `null`; keep showing the last toast until it times out.
  useEffect(() => {
    if (toast) setCurrent(toast);
  }, [toast]);

  return (
    <div className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:end-6 sm:bottom-6">
      {current ? <ToastCard key={current.id} toast={current} onDone={() => setCurrent(null)} /> : null}
    </div>
  );
}

function ToastCard({ toast, onDone }: { toast: Toast; onDone: () => void }) {
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [pageIdle, setPageIdle] = useState(false);
  const remaining = useRef(TOAST_MS);

  useEffect(() => {
    const update = () => setPageIdle(document.visibilityState === "hidden" || !document.hasFocus());
    update();
    document.addEventListener("visibilitychange", update);
    window.addEventListener("blur", update);
    window.addEventListener("focus", update);
    return () => {
      document.removeEventListener("visibilitychange", update);
      window.removeEventListener("blur", update);
      window.removeEventListener("focus", update);
    };
  }, []);

  useEffect(() => {
    if (hovered || pageIdle) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(onDone, remaining.current);
    return () => {
      window.clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
    };
  }, [hovered, pageIdle, onDone]);

  const isError = toast.type === "error";
  return (
    <div
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      className={cn(
        "pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg bg-white p-4 text-sm shadow-lg ring-1",
        isError ? "ring-brand-300" : "ring-emerald-300",
      )}
    >
      <span aria-hidden="true" className={cn("mt-0.5 h-2.5 w-2.5 shrink-0 rounded-full", isError ? "bg-brand-600" : "bg-emerald-600")} />
      <div role={isError ? "alert" : "status"} className="flex-1 font-medium text-gray-900">
        {toast.title ? <p className="font-semibold">{toast.title}</p> : null}
        <p>{toast.message}</p>
      </div>
      {hydrated ? (
        <button type="button" onClick={onDone} className="text-gray-600 hover:text-gray-900" aria-label="Dismiss">
          ×
        </button>
      ) : null}
    </div>
  );
}
