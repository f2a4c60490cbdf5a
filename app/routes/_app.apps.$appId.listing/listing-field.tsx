// One store-listing field with its counter: the count of the text in the field (what was saved,
// or what was typed after a refused save), and with JavaScript a live count of what the store
// would see (characters, or bytes for Apple's keywords). Conform's field metadata gives the
// name, the value to start from, the errors and their ids.
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { useState } from "react";

import { ErrorList } from "~/components/forms";
import {
  type CountedFieldSpec,
  emptyListing,
  fieldLength,
  listingCounterText,
  listingFieldLabel,
  listingWarnings,
} from "~/lib/store-listing";
import type { Source } from "~/lib/wizard/types";

type Props = {
  meta: FieldMetadata<unknown, Record<string, unknown>, string[]>;
  /** A listing field, or one version's release notes. */
  spec: CountedFieldSpec;
  /** Where the field's limit is published. */
  source: Source;
  /** The saved listing's warnings for this field; null to check the field's own text instead. */
  warnings: string[] | null;
  /** The app's name, which may be written in capitals in a Play title. */
  brand: string;
  kidsCategory: boolean;
};

/** This field's own checks; the saved listing's full check runs on the server. */
function fieldWarnings(spec: CountedFieldSpec, text: string, brand: string, kids: boolean) {
  const listing = { ...emptyListing(), appleKidsCategory: kids, [spec.name]: text };
  return listingWarnings(listing, brand)
    .filter((w) => w.field === spec.name)
    .map((w) => w.message);
}

export function ListingField(props: Props) {
  const { meta, spec, source, brand, kidsCategory } = props;
  const id = meta.id;
  const initial = typeof meta.initialValue === "string" ? meta.initialValue : "";
  const [live, setLive] = useState<{ length: number; warnings: string[] } | null>(null);
  const errors = meta.errors ?? [];
  const length = live?.length ?? fieldLength(spec, initial);
  const warnings =
    live?.warnings ?? props.warnings ?? fieldWarnings(spec, initial, brand, kidsCategory);
  const over = length > spec.max || errors.length > 0;
  const describedBy = [
    `${id}-hint`,
    `${id}-counter`,
    warnings.length > 0 ? `${id}-warnings` : null,
    errors.length > 0 ? meta.errorId : null,
  ]
    .filter(Boolean)
    .join(" ");
  const extra = {
    "aria-describedby": describedBy,
    "aria-invalid": over || undefined,
    onChange: (event: { currentTarget: { value: string } }) => {
      const text = event.currentTarget.value;
      setLive({
        length: fieldLength(spec, text),
        warnings: fieldWarnings(spec, text, brand, kidsCategory),
      });
    },
    className: "field-input w-full",
  };
  let control;
  if (spec.multiline) {
    const { key, ...textarea } = getTextareaProps(meta);
    control = <textarea key={key} {...textarea} {...extra} rows={spec.max > 200 ? 8 : 3} />;
  } else {
    const { key, ...input } = getInputProps(meta, { type: "text" });
    control = <input key={key} {...input} {...extra} />;
  }
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="field-label">
        {listingFieldLabel(spec)}
      </label>
      {control}
      <div className="flex flex-wrap justify-between gap-2 text-xs">
        <p id={`${id}-hint`} className="text-slate-600">
          {spec.hint}{" "}
          <a href={source.url} target="_blank" rel="noreferrer noopener" className="underline">
            Source: {source.label}
            {source.secondary ? " (secondary)" : ""}
          </a>
        </p>
        <p
          id={`${id}-counter`}
          data-testid={`listing-${spec.name}-counter`}
          aria-live="polite"
          className={over ? "font-semibold text-red-700" : "text-slate-600"}
        >
          {listingCounterText(spec, length)}
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
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}
