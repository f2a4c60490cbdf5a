import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { AppChooser } from "~/components/app-chooser";
import { listAppChoices } from "~/models/app.server";
import { requireUser } from "~/utils/guards.server";

export const handle = { title: "Simple Wizard" };

export const meta: MetaFunction = () => [{ title: `${handle.title} · App Marketing Machine` }];

export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return { apps: await listAppChoices(user.tenantId) };
}

export default function ChooseAppForSimpleWizard() {
  const { apps } = useLoaderData<typeof loader>();
  return <AppChooser apps={apps} wizard="simple" />;
}
