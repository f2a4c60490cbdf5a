// One line on every signed-in page of a demo visitor: what this is, and the way out. Its own
// file with its own words (the link is DEMO_TRIAL_HREF / DEMO_TRIAL_LABEL of ~/lib/demo, written
// out): the layout is in every signed-in page's first load, and importing ~/lib/demo would put
// the demo notices' shared chunk there too. app/components/public-pages.test.tsx pins the copy.

export function DemoBanner() {
  return (
    <div data-testid="demo-banner" className="demo-banner">
      <p>
        <strong>Live demo</strong>: your private copy for 24 hours, so try anything.{" "}
        <a href="/auth?tab=register">Start your own free trial</a>
      </p>
    </div>
  );
}
