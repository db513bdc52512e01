import { Link, type LinkProps } from "@remix-run/react";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/utils/misc";

// Component classes of tailwind.css, spelled out whole: Tailwind keeps only the classes it finds written in the source.
const variants = { primary: "btn-primary", secondary: "btn-secondary", danger: "btn-danger", ghost: "btn-ghost" } as const;
const sizes = { sm: "btn-sm", md: "btn-md", lg: "btn-lg" } as const;

export interface ButtonStyle {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
}

export function buttonClass({ variant = "primary", size = "md" }: ButtonStyle = {}, extra?: string) {
  return cn("btn", variants[variant], sizes[size], extra);
}

export function Button({ variant, size, className, type = "button", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle) {
  return <button type={type} className={buttonClass({ variant, size }, className)} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: LinkProps & ButtonStyle) {
  return <Link className={buttonClass({ variant, size }, className)} {...props} />;
}
