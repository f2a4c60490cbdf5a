// @vitest-environment happy-dom
// The browser half of the one form pattern (docs/forms.md) in a Remix stub: a real <Form>, a
// loader giving the native constraints and an action answering through the real dispatchIntent
// and formReply. After a failed post the error summary lists every error as a link to its field
// and takes the focus (again after a second failure), the typed values stay, a success clears
// it; fields carry aria-invalid and aria-describedby; a step change moves the focus to the
// step's heading, the first render does not.
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { afterEach, describe, expect, test } from "vitest";
import { z } from "zod";

import type { ActionReply } from "~/lib/forms";
import { dispatchIntent, formReply, type Intents, refusalResult } from "~/utils/form.server";

import {
  AppForm,
  ButtonForm,
  Field,
  TextareaField,
  useAppForm,
  useFormReply,
  useStepFocus,
} from "./forms";

const FORM = "pitch";
const LABELS = { name: "App name", pitch: "Pitch" };

// What the browser cannot check: the server's rules (a name not taken, a pitch without a link).
const pitchSchema = z.object({
  name: z
    .string({ error: "Enter the app's name" })
    .max(40)
    .refine((name) => name.toLowerCase() !== "taken", "That name is already used by another app"),
  pitch: z
    .string({ error: "Write a pitch" })
    .max(150)
    .refine((pitch) => !pitch.includes("http"), "Leave links out of the pitch"),
});

let posts: string[] = [];

const intents = {
  save: {
    form: FORM,
    run: ({ formData, formId }) => {
      posts.push(String(formData.get("name")));
      const submission = parseWithZod(formData, { schema: pitchSchema });
      if (submission.status !== "success") return formReply(formId, submission.reply());
      return formReply(formId, submission.reply({ resetForm: true }));
    },
  },
} satisfies Intents<null>;

/** Remix turns the server's `data(body, init)` into the action data; the stub gets it as is. */
async function stubAction(args: ActionFunctionArgs) {
  const answer = (await dispatchIntent(args, () => null, intents)) as unknown;
  if (answer && typeof answer === "object" && "data" in answer && "init" in answer)
    return (answer as { data: ActionReply }).data;
  return answer;
}

function PitchPage() {
  const { constraint } = useLoaderData<{ constraint: ReturnType<typeof getZodConstraint> }>();
  const reply = useFormReply(FORM);
  const [form, fields] = useAppForm({ id: FORM, reply, constraint });
  return (
    <AppForm form={form} reply={reply} labels={LABELS}>
      <Field meta={fields.name} label="App name" help="As it shows in the stores" />
      <TextareaField meta={fields.pitch} label="Pitch" />
      <button type="submit" name="intent" value="save">
        Save
      </button>
    </AppForm>
  );
}

function renderPitchPage(actionData?: ActionReply) {
  const Stub = createRemixStub([
    {
      id: "pitch-page",
      path: "/",
      Component: PitchPage,
      loader: () => ({ constraint: getZodConstraint(pitchSchema) }),
      action: stubAction,
    },
  ]);
  render(
    <Stub
      hydrationData={
        actionData
          ? {
              loaderData: { "pitch-page": { constraint: getZodConstraint(pitchSchema) } },
              actionData: { "pitch-page": actionData },
            }
          : undefined
      }
    />,
  );
}

afterEach(() => {
  cleanup();
  posts = [];
});

const summary = () => screen.findByTestId("error-summary");

async function fill(user: ReturnType<typeof userEvent.setup>, name: string, pitch: string) {
  const nameInput = await screen.findByLabelText("App name");
  const pitchInput = screen.getByLabelText("Pitch");
  await user.clear(nameInput);
  await user.type(nameInput, name);
  await user.clear(pitchInput);
  await user.type(pitchInput, pitch);
  return {
    nameInput: nameInput as HTMLInputElement,
    pitchInput: pitchInput as HTMLTextAreaElement,
  };
}

describe("a form of the pattern after the server refuses it", () => {
  test("the summary lists each error as a link to its field and takes the focus", async () => {
    const user = userEvent.setup();
    renderPitchPage();
    await fill(user, "Taken", "Get it at http://example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));

    const box = await summary();
    expect(posts).toEqual(["Taken"]);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute("role")).toBe("alert");
    const links = Array.from(box.querySelectorAll("a"));
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["App name: That name is already used by another app", `#${FORM}-name`],
      ["Pitch: Leave links out of the pitch", `#${FORM}-pitch`],
    ]);
    // Each link leads to the field with that error.
    expect(document.getElementById(`${FORM}-name`)).toBe(screen.getByLabelText("App name"));
    expect(document.getElementById(`${FORM}-pitch`)).toBe(screen.getByLabelText("Pitch"));
  });

  test("the values typed are kept", async () => {
    const user = userEvent.setup();
    renderPitchPage();
    await fill(user, "Taken", "Get it at http://example.com");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await summary();
    expect((screen.getByLabelText("App name") as HTMLInputElement).value).toBe("Taken");
    expect((screen.getByLabelText("Pitch") as HTMLTextAreaElement).value).toBe(
      "Get it at http://example.com",
    );
  });

  test("rendered from the reply alone (a post without JavaScript), it shows the values and errors", async () => {
    const formData = new FormData();
    formData.set("intent", "save");
    formData.set("name", "Taken");
    formData.set("pitch", "Get it at http://example.com");
    const reply = parseWithZod(formData, { schema: pitchSchema }).reply();
    renderPitchPage({ formId: FORM, result: reply });

    const box = await summary();
    expect(box.textContent).toContain("App name: That name is already used by another app");
    expect((screen.getByLabelText("App name") as HTMLInputElement).value).toBe("Taken");
    expect((screen.getByLabelText("Pitch") as HTMLTextAreaElement).value).toBe(
      "Get it at http://example.com",
    );
    expect(screen.getByLabelText("Pitch").getAttribute("aria-invalid")).toBe("true");
    // A reply for another form of the page shows nothing here.
    cleanup();
    renderPitchPage({ formId: "another-form", result: reply });
    expect((await screen.findByLabelText("App name")).getAttribute("aria-invalid")).toBeNull();
    expect(screen.queryByTestId("error-summary")).toBeNull();
    expect((screen.getByLabelText("App name") as HTMLInputElement).value).toBe("");
  });

  test("the fields say they are invalid and point to their errors and help", async () => {
    const user = userEvent.setup();
    renderPitchPage();
    const { nameInput } = await fill(user, "Pocket", "Get it at http://example.com");
    // Before any post: nothing is invalid, the help text describes the field.
    expect(nameInput.getAttribute("aria-invalid")).toBeNull();
    expect(nameInput.getAttribute("aria-describedby")).toBe(`${FORM}-name-help`);
    await user.click(screen.getByRole("button", { name: "Save" }));
    await summary();

    const pitch = screen.getByLabelText("Pitch");
    expect(pitch.getAttribute("aria-invalid")).toBe("true");
    const described = (pitch.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described).toContain(`${FORM}-pitch-error`);
    expect(document.getElementById(`${FORM}-pitch-error`)?.textContent).toBe(
      "Leave links out of the pitch",
    );
    // The valid field is not marked, and keeps only its help.
    const name = screen.getByLabelText("App name");
    expect(name.getAttribute("aria-invalid")).toBeNull();
    expect(name.getAttribute("aria-describedby")).toBe(`${FORM}-name-help`);
    expect(document.getElementById(`${FORM}-name-error`)).toBeNull();
  });

  test("a second failed post takes the focus to the summary again", async () => {
    const user = userEvent.setup();
    renderPitchPage();
    await fill(user, "Taken", "A pet game");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const first = await summary();
    await waitFor(() => expect(document.activeElement).toBe(first));

    // The user fixes the name but not ... a new mistake in the pitch.
    await fill(user, "Pocket Pets", "Now at http://pets.example");
    expect(document.activeElement).toBe(screen.getByLabelText("Pitch"));
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByTestId("error-summary").textContent).toContain(
        "Leave links out of the pitch",
      ),
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId("error-summary")));
    expect((screen.getByLabelText("Pitch") as HTMLTextAreaElement).value).toBe(
      "Now at http://pets.example",
    );
  });

  test("a successful post clears the summary and the errors", async () => {
    const user = userEvent.setup();
    renderPitchPage();
    await fill(user, "Taken", "A pet game");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await summary();
    expect(screen.getByLabelText("App name").getAttribute("aria-invalid")).toBe("true");

    await fill(user, "Pocket Pets", "A pet game");
    await user.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(posts).toEqual(["Taken", "Pocket Pets"]));
    await waitFor(() => expect(screen.queryByTestId("error-summary")).toBeNull());
    expect(screen.getByLabelText("App name").getAttribute("aria-invalid")).toBeNull();
    expect(document.getElementById(`${FORM}-name-error`)).toBeNull();
  });
});

function Steps() {
  const [step, setStep] = useState(1);
  const heading = useRef<HTMLHeadingElement>(null);
  useStepFocus(heading, step);
  return (
    <div>
      <h2 ref={heading} tabIndex={-1}>
        Step {step}
      </h2>
      <label>
        Answer <input name="answer" />
      </label>
      <button type="button" onClick={() => setStep((s) => s + 1)}>
        Next
      </button>
    </div>
  );
}

describe("useStepFocus", () => {
  test("moves the focus to the heading on a step change, not on the first render", async () => {
    const user = userEvent.setup();
    const Stub = createRemixStub([{ path: "/", Component: Steps }]);
    render(<Stub />);
    const heading = await screen.findByRole("heading", { name: "Step 1" });
    expect(document.activeElement).not.toBe(heading);
    expect(document.activeElement).toBe(document.body);

    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(screen.getByRole("heading").textContent).toBe("Step 2"));
    expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Step 2" }));

    // Typing elsewhere and moving on again: the focus goes to the new heading again.
    await user.click(screen.getByLabelText("Answer"));
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole("heading", { name: "Step 3" })),
    );
  });
});

// A form that is only a button: the same reply, the same summary, without Conform.
const rowIntents = {
  revoke: {
    form: (formData) => `revoke-${String(formData.get("rowId"))}`,
    run: ({ formData, formId }) =>
      formReply(formId, refusalResult(formData, "This link was already revoked."), {
        status: 404,
      }),
  },
} satisfies Intents<null>;

function RowsPage() {
  return (
    <ul>
      {["a", "b"].map((row) => (
        <li key={row} data-testid={`row-${row}`}>
          <ButtonForm id={`revoke-${row}`} title="Not revoked">
            <input type="hidden" name="rowId" value={row} />
            <button type="submit" name="intent" value="revoke">
              Revoke {row}
            </button>
          </ButtonForm>
        </li>
      ))}
    </ul>
  );
}

describe("ButtonForm", () => {
  test("a refusal shows the summary on that row's form only, and takes the focus", async () => {
    const user = userEvent.setup();
    const Stub = createRemixStub([
      {
        id: "rows",
        path: "/",
        Component: RowsPage,
        action: async (args: ActionFunctionArgs) => {
          const answer = (await dispatchIntent(args, () => null, rowIntents)) as unknown;
          return (answer as { data: ActionReply }).data;
        },
      },
    ]);
    render(<Stub />);
    await user.click(await screen.findByRole("button", { name: "Revoke b" }));

    const box = await summary();
    expect(box.textContent).toBe("Not revokedThis link was already revoked.");
    expect(screen.getByTestId("row-b").contains(box)).toBe(true);
    expect(screen.getAllByTestId("error-summary")).toHaveLength(1);
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(box.getAttribute("role")).toBe("alert");
  });

  test("a refusal by the write gate links to Billing", async () => {
    const result = refusalResult(new FormData(), "Your free trial has ended.");
    const Stub = createRemixStub([{ id: "rows", path: "/", Component: RowsPage }]);
    render(
      <Stub
        hydrationData={{
          loaderData: {},
          actionData: { rows: { formId: "revoke-a", result, billing: true } },
        }}
      />,
    );
    const box = await summary();
    expect(screen.getByTestId("row-a").contains(box)).toBe(true);
    expect(box.querySelector("a")?.getAttribute("href")).toBe("/billing");
  });
});
