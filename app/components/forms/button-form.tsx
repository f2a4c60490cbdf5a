// A form that is only buttons (delete, revoke, cancel, regenerate, mark read, suspend, upgrade, the
// live demo): no field for Conform to track, so it reads the reply itself and shows a refusal in
// the same summary box as every other form, and its page does not load Conform.
import { Form, type FormProps } from "@remix-run/react";
import type { ReactNode } from "react";

import { allErrors, SummaryBox, useFormReply } from "./error-summary";

/**
 * A button-only form's props and its summary, for a caller that places the summary itself (a
 * list row that shows it under the row rather than inside the form).
 */
export function useButtonForm(id: string, title = "Not saved") {
  const reply = useFormReply(id);
  const errors = allErrors(reply?.result);
  const summary =
    reply && errors.length > 0 ? (
      <SummaryBox formId={id} result={reply.result} title={title} billing={reply.billing}>
        {errors.map((error) => (
          <li key={error}>{error}</li>
        ))}
      </SummaryBox>
    ) : null;
  return { reply, summary, formProps: { id, method: "post" as const } };
}

/** A `<Form>` of buttons (and hidden inputs) with the pattern's summary above them. */
export function ButtonForm({
  id,
  title,
  children,
  ...props
}: Omit<FormProps, "id" | "method"> & { id: string; title?: string; children: ReactNode }) {
  const { summary, formProps } = useButtonForm(id, title);
  return (
    <Form {...props} {...formProps}>
      {summary}
      {children}
    </Form>
  );
}
