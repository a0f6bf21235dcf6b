import { type ReactNode } from 'react';

/** A small label above its input, as in the filter bars and tool headers. */
export function LabelledField({
  htmlFor,
  label,
  children,
}: {
  htmlFor: string;
  label: ReactNode;
  children: ReactNode;
}) {
  return (
    <span className="flex flex-column gap-1">
      <label htmlFor={htmlFor} className="text-sm">
        {label}
      </label>
      {children}
    </span>
  );
}
