// The browser half of the one form pattern (docs/forms.md): Conform's `useForm` fed with the
// action's SubmissionResult and the server's native constraints (no zod in the browser), and the
// `<Form>` with its error summary on top. Works the same with JavaScript off: the server renders
// the summary, the errors and the typed values.
import { type FormMetadata, getFormProps, useForm } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

import type { ActionReply, FormConstraint, FormResult } from "~/lib/forms";

import { ErrorSummary } from "./error-summary";
import type { AnyForm } from "./types";

/**
 * One form of the pattern: Conform's `useForm` with the form's id, the last reply, the server's
 * constraints and the values it starts from. The browser checks the native constraints first
 * (`required`, `maxLength` ...); the server checks everything again.
 */
export function useAppForm<Values extends Record<string, unknown>>(options: {
  id: string;
  reply: ActionReply | undefined;
  constraint?: FormConstraint;
  defaultValue?: Values;
}) {
  return useForm<Values>({
    id: options.id,
    lastResult: options.reply?.result as FormResult | undefined,
    constraint: options.constraint,
    defaultValue: options.defaultValue as never,
    defaultNoValidate: false,
    shouldValidate: "onSubmit",
  });
}

/** The props of the `<Form>` element: Conform's, with the browser's own validation kept on. */
export function appFormProps(form: AnyForm | FormMetadata<never, string[]>) {
  return { ...getFormProps(form as AnyForm), noValidate: false, method: "post" as const };
}

/** A `<Form>` of the pattern with its error summary on top. */
export function AppForm({
  form,
  reply,
  labels,
  summaryTitle,
  children,
  className,
  action,
}: {
  form: AnyForm | FormMetadata<never, string[]>;
  reply: ActionReply | undefined;
  labels: Record<string, string>;
  summaryTitle?: string;
  children: ReactNode;
  className?: string;
  action?: string;
}) {
  return (
    <Form {...appFormProps(form)} action={action} className={className}>
      <ErrorSummary form={form} reply={reply} labels={labels} title={summaryTitle} />
      {children}
    </Form>
  );
}
