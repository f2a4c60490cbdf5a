// One store-listing field with its counter: the server's count after a save, and with JavaScript
// a live count of what the store would see (characters, or bytes for Apple's keywords).
import { useState } from "react";

import {
  emptyListing,
  fieldLength,
  listingCounterText,
  type ListingFieldSpec,
  listingWarnings,
} from "~/lib/store-listing";

type Props = {
  spec: ListingFieldSpec;
  value: string;
  serverCount: string;
  errors?: string[];
  warnings: string[];
  /** The app's name, which may be written in capitals in a Play title. */
  brand: string;
  kidsCategory: boolean;
};

export function ListingField(props: Props) {
  const { spec, value, serverCount, errors = [], brand, kidsCategory } = props;
  const id = `listing-${spec.name}`;
  const [live, setLive] = useState<number | null>(null);
  const [liveWarnings, setLiveWarnings] = useState<string[] | null>(null);
  const warnings = liveWarnings ?? props.warnings;
  const counter = live === null ? serverCount : listingCounterText(spec, live);
  const over = live !== null ? live > spec.max : errors.length > 0;
  const describedBy = [
    `${id}-hint`,
    `${id}-counter`,
    warnings.length > 0 ? `${id}-warnings` : null,
    errors.length > 0 ? `${id}-error` : null,
  ]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name: spec.name,
    defaultValue: value,
    "aria-describedby": describedBy,
    "aria-invalid": over || undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      setLive(fieldLength(spec, text));
      // This field's own checks, live; the saved listing's full check runs on the server.
      const listing = { ...emptyListing(), appleKidsCategory: kidsCategory, [spec.name]: text };
      setLiveWarnings(
        listingWarnings(listing, brand)
          .filter((w) => w.field === spec.name)
          .map((w) => w.message),
      );
    },
    className: "field-input w-full",
  };
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="field-label">
        {spec.label}
      </label>
      {spec.multiline ? (
        <textarea {...common} rows={spec.max > 200 ? 8 : 3} />
      ) : (
        <input {...common} type="text" />
      )}
      <div className="flex flex-wrap justify-between gap-2 text-xs">
        <p id={`${id}-hint`} className="text-slate-600">
          {spec.hint}{" "}
          <a href={spec.source.url} target="_blank" rel="noreferrer noopener" className="underline">
            Source: {spec.source.label}
            {spec.source.secondary ? " (secondary)" : ""}
          </a>
        </p>
        <p
          id={`${id}-counter`}
          data-testid={`${id}-counter`}
          aria-live="polite"
          className={over ? "font-semibold text-red-700" : "text-slate-600"}
        >
          {counter}
        </p>
      </div>
      {warnings.length > 0 ? (
        <ul id={`${id}-warnings`} className="space-y-1 text-xs text-amber-900" aria-live="polite">
          {warnings.map((w) => (
            <li key={w} className="rounded bg-amber-50 px-2 py-1">
              Warning: {w}
            </li>
          ))}
        </ul>
      ) : null}
      {errors.length > 0 ? (
        <p id={`${id}-error`} className="text-sm text-red-700" role="alert">
          {errors.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
