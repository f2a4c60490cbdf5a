// Where the guidance comes from (docs/guidance-sources.md). Rules change: the pages show when they were
// last checked against these sources.
import { formatCalendarDate } from "../dates";
import type { GuidancePoint, Source } from "./types";

/** The day of the latest full check of the rules against their sources. */
export const RULES_LAST_CHECKED = "2026-11-28";
/** Rules not re-checked in the latest pass keep the date of the check before it. */
export const PREVIOUS_CHECK = "2026-11-22";

/** The most recent of the given checked dates (ISO dates compare as text). */
export function latestChecked(dates: readonly (string | undefined)[]): string {
  return dates.reduce<string>(
    (latest, date) => (date && date > latest ? date : latest),
    PREVIOUS_CHECK,
  );
}

export function lastCheckedLabel(isoDate = RULES_LAST_CHECKED): string {
  return formatCalendarDate(isoDate);
}

/** A rule as the page shows it: its "checked" date already written out, so the browser needs no dates. */
export type GuidancePointView = Omit<GuidancePoint, "checked" | "platforms"> & {
  checkedLabel: string;
};

/** The rules with their checked dates as labels, resolved on the server (loader data). */
export function guidanceView(points: readonly GuidancePoint[]): GuidancePointView[] {
  return points.map(({ text, sources, unconfirmed, checked }) => ({
    text,
    sources,
    ...(unconfirmed ? { unconfirmed } : {}),
    checkedLabel: lastCheckedLabel(checked ?? PREVIOUS_CHECK),
  }));
}

const secondary = (label: string, url: string): Source => ({ label, url, secondary: true });

export const SOURCES = {
  phCuratorAma: {
    label: "Product Hunt curator AMA",
    url: "https://www.producthunt.com/p/producthunt/i-decide-what-s-featured-on-the-leaderboard-ama-w-gabe-from-product-hunt",
  },
  phLaunchKit: secondary(
    "Product Hunt launch kit",
    "https://github.com/fmerian/awesome-product-hunt/blob/main/product-hunt-launch-kit.md",
  ),
  phRemovedPosts: {
    label: "Product Hunt help: why posts are removed",
    url: "https://help.producthunt.com/en/articles/484940-why-are-posts-removed",
  },
  phGuidelines: {
    label: "Product Hunt community guidelines",
    url: "https://help.producthunt.com/en/articles/3615694-community-guidelines",
  },
  phFairVoting: {
    label: "Product Hunt: fair voting",
    url: "http://help.producthunt.com/en/articles/11869098-how-does-product-hunt-ensure-fair-voting-and-prevent-spam-or-vote-manipulation",
  },
  phVoteSelling: {
    label: "Product Hunt staff on vote selling",
    url: "https://www.producthunt.com/p/producthunt/vote-selling-on-product-hunt",
  },
  // Product Hunt's own launch guide: primary since the check of 28 November 2026 read it directly.
  phPreparing: {
    label: "Product Hunt launch guide: preparing for launch",
    url: "https://www.producthunt.com/launch/preparing-for-launch",
  },
  phLaunchDay: {
    label: "Product Hunt: launch-day questions",
    url: "https://www.producthunt.com/launch/launch-day-questions",
  },
  phAccess: secondary(
    "Product Hunt help: access to post",
    "https://help.producthunt.com/en/articles/481909-how-can-i-get-access-to-post",
  ),
  phScheduling: secondary(
    "Product Hunt help: scheduling",
    "https://help.producthunt.com/en/articles/2724119-how-to-schedule-a-post",
  ),
  phRelaunch: {
    label: "Product Hunt help: can I relaunch my product?",
    url: "https://help.producthunt.com/en/articles/484934-can-i-relaunch-my-product",
  },
  phPosting: {
    label: "Product Hunt help: how to post a product",
    url: "https://help.producthunt.com/en/articles/479557-how-to-post-a-product",
  },
  lagoHandbook: {
    label: "Lago's Product Hunt handbook",
    url: "https://github.com/getlago/lago/wiki/Product-Hunt-launch-:-our-handbook",
  },
  appStoreConnectInfo: {
    label: "App Store Connect: app information",
    url: "https://developer.apple.com/help/app-store-connect/reference/app-information/",
  },
  appleRejectPricing: secondary(
    "Apple's 2.3.7 rejection text on free or discounted",
    "https://physif.com/archives/145",
  ),
  appleGuidelines: {
    label: "App Store Review Guidelines",
    url: "https://developer.apple.com/app-store/review/guidelines/",
  },
  appleKeywordSpecs: secondary(
    "App Store metadata specs",
    "https://raw.githubusercontent.com/coreyhaines31/marketingskills/HEAD/skills/aso/references/apple-specs.md",
  ),
  applePromoText: {
    label: "App Store Connect API: version localizations",
    url: "https://developer.apple.com/documentation/appstoreconnectapi/app-store-version-localizations",
  },
  appleReviews: {
    label: "Apple: requesting App Store reviews",
    url: "https://developer.apple.com/documentation/storekit/requesting-app-store-reviews",
  },
  applePreviews: {
    label: "Apple: app preview specifications",
    url: "https://developer.apple.com/help/app-store-connect/reference/app-preview-specifications",
  },
  playListing: {
    label: "Play Console Help: store listing",
    url: "https://support.google.com/googleplay/android-developer/answer/13393723",
  },
  playReleaseNotes: {
    label: "Play Console Help: prepare and roll out a release",
    url: "https://support.google.com/googleplay/android-developer/answer/9859348",
  },
  playMetadata: {
    label: "Google Play metadata policy",
    url: "https://support.google.com/googleplay/android-developer/answer/9898842",
  },
  playGraphics: {
    label: "Play Console Help: preview assets",
    url: "https://support.google.com/googleplay/android-developer/answer/1078870",
  },
  playFamilies: {
    label: "Google Play Families policy",
    url: "https://support.google.com/googleplay/android-developer/answer/9893335",
  },
  androidReviews: {
    label: "Android: in-app reviews",
    url: "https://developer.android.com/guide/playcore/in-app-review",
  },
  googleSnippets: {
    label: "Google Search: snippets",
    url: "https://developers.google.com/search/docs/appearance/snippet",
  },
  googleTitles: {
    label: "Google Search: title links",
    url: "https://developers.google.com/search/docs/appearance/title-link",
  },
  googleSpam: {
    label: "Google Search spam policies",
    url: "https://developers.google.com/search/docs/essentials/spam-policies",
  },
  mdnTitle: {
    label: "MDN: the title element",
    url: "https://developer.mozilla.org/en-US/docs/Web/HTML/Element/title",
  },
  metaLengthTools: secondary(
    "squirrelscan: meta description rule",
    "https://docs.squirrelscan.com/rules/core/meta-description",
  ),
  searchIntent: secondary(
    "DataForSEO: search intent",
    "https://dataforseo.com/help-center/search-intent-and-its-types",
  ),
  keywordMethod: secondary(
    "Keyword research method note",
    "https://raw.githubusercontent.com/joeseesun/qiaomu-seo/HEAD/references/keyword-content.md",
  ),
  posthogPremortem: {
    label: "PostHog: Hacker News premortem",
    url: "https://posthog.com/blog/hacker-news-premortem",
  },
  showHn: { label: "Show HN rules", url: "https://news.ycombinator.com/showhn.html" },
  hnGuidelines: {
    label: "Hacker News guidelines",
    url: "https://news.ycombinator.com/newsguidelines.html",
  },
  hnWriting: secondary(
    "dang's advice on HN posts",
    "https://lumenwrites.io/post/how-to-write-hacker-news-posts/dang-hn-writing-advice.txt",
  ),
  postLimits: secondary(
    "toolsop: X and LinkedIn limits",
    "https://toolsop.com/blog/character-limit-twitter-linkedin",
  ),
  ftcFakeReviews: secondary(
    "WilmerHale on the FTC fake-review rule",
    "https://wilmerhale.com/en/sitecore/content/whlaunch/home/research/news-publications/20241009-ftc-finalizes-rule-banning-fake-reviews-and-testimonials-and-touts-new-rule-at-open-commission-meeting",
  ),
  redditSpam: {
    label: "Reddit help: what counts as spam",
    url: "https://reddit.zendesk.com/hc/en-us/articles/204536499-What-constitutes-spam-Am-I-a-spammer-",
  },
  indieHackers: {
    label: "Indie Hackers changelog",
    url: "https://www.indiehackers.com/product/indie-hackers",
  },
  betaList: { label: "BetaList: submit", url: "https://betalist.com/submit" },
  typogram: secondary(
    "Typogram: first Product Hunt launch",
    "https://typogram.co/build/lessons-from-my-first-product-hunt-launch",
  ),
  andrewChenRetention: {
    label: "Andrew Chen: Quettra retention data",
    url: "https://andrewchen.com/new-data-shows-why-losing-80-of-your-mobile-users-is-normal-and-that-the-best-apps-do-much-better/",
  },
  retentionRoundup: secondary(
    "Retention roundup citing AppsFlyer and Adjust",
    "https://steptechglobal.com/?p=537",
  ),
  gameAnalytics2018: secondary(
    "GamesIndustry.biz on GameAnalytics 2018",
    "https://www.gamesindustry.biz/if-less-than-30-percent-of-players-come-back-to-your-game-on-day-2-kill-it",
  ),
  gameAnalytics2026: secondary(
    "Game Industry Library: GameAnalytics 2026 benchmarks",
    "https://gameindustrylibrary.com/documents/gameanalytics-mobile-retention-benchmarks-2026/read",
  ),
  adjustRetention: {
    label: "Adjust: retention rates and other lies",
    url: "https://www.adjust.com/blog/retention-rates-and-other-lies/",
  },
  revenueCat2025: secondary(
    "Airbridge on RevenueCat 2025",
    "https://www.airbridge.io/en/blog/why-subscription-app-get-installs-no-paid-subscribers",
  ),
  revenueCat2026: secondary("Summary of RevenueCat 2026", "https://stratcom.training/?p=802"),
  mailchimpBenchmarks: {
    label: "Mailchimp email benchmarks",
    url: "https://mailchimp.com/resources/email-marketing-benchmarks/",
  },
  appleMailPrivacy: {
    label: "Bird: Apple Mail Privacy Protection",
    url: "https://www.bird.com/guides/apple-mail-privacy-protection-s-impact-on-email",
  },
  klaviyoWelcome: {
    label: "Klaviyo: timing a welcome series",
    url: "https://www.klaviyo.com/blog/when-to-send-your-welcome-series",
  },
  welcomeSeriesLength: secondary(
    "Welcome series example",
    "https://shaqtiventures.com/blog/welcome-email-series.html",
  ),
  canSpam: {
    label: "FTC CAN-SPAM compliance guide",
    url: "https://www.ftc.gov/business-guidance/resources/can-spam-act-compliance-guide-business",
  },
  icoEmail: {
    label: "ICO: marketing by email",
    url: "https://ico.org.uk/for-organisations/guide-to-pecr/guidance-on-direct-marketing-using-electronic-mail/how-do-we-comply-with-the-rules-on-sending-marketing-by-electronic-mail/",
  },
  preTicked: secondary(
    "Recital 32 explainer",
    "https://www.dummies.com/article/technology/cybersecurity/data-protection-when-to-use-opt-in-wording-267858/",
  ),
  coppaFaq: {
    label: "FTC COPPA FAQ",
    url: "https://www.ftc.gov/business-guidance/resources/complying-coppa-frequently-asked-questions",
  },
  gdprArt8: {
    label: "GDPR Article 8",
    url: "http://www.privacy-regulation.eu/en/article-8-conditions-applicable-to-child%27s-consent-in-relation-to-information-society-services-GDPR.htm",
  },
  appleDevAge: secondary(
    "Apple Developer Program age (report)",
    "https://mobileappincome.com/how-to-enrol-apple-developer-program",
  ),
  googleDevAge: secondary(
    "Google Play developer age (report)",
    "https://mytechmobiles.com/how-to-buy-android-developer-account/",
  ),
  discordAge: {
    label: "Discord age rules",
    url: "https://support.discord.com/hc/en-us/articles/360040724612",
  },
  redditAge: secondary(
    "Welsh Government on Reddit",
    "https://hwb.gov.wales/keeping-safe-online/in-the-know/reddit",
  ),
  socialAges: secondary(
    "Social platform age summary",
    "https://www.coleyprimary.reading.sch.uk/age-restrictions-and-settings/",
  ),
  steamComingSoon: {
    label: "Steamworks: Coming Soon page",
    url: "https://partner.steamgames.com/doc/store/coming_soon",
  },
  steamWishlist: {
    label: "Steamworks: wishlists",
    url: "https://partner.steamgames.com/doc/marketing/wishlist",
  },
  checkoutTrust: secondary(
    "Baymard via Multichannel Merchant",
    "https://multichannelmerchant.com/ecommerce/nearly-one-fifth-consumers-dont-trust-ecommerce-sites-cc-info",
  ),
  tiktokMusic: secondary(
    "TikTok business music rules (report)",
    "https://wighthosting.com/tiktok-changes-rules-on-music-usage-by-businesses/",
  ),
  googleReportBlock: secondary(
    "Developer report on Play UGC rules",
    "https://github.com/Tunous/Dawn/issues/642",
  ),
  ftcHealthClaims: secondary(
    "Cooley on FTC health guidance",
    "https://www.cooley.com/news/insight/2023/2023-03-02-ftc-revises-health-products-compliance-guidance",
  ),
  ftcHealthBreach: secondary(
    "NYU on the FTC Health Breach Notification Rule",
    "https://wp.nyu.edu/compliance_enforcement/2024/05/17/ftc-finalizes-expansion-of-health-breach-notification-rules-broad-applicability-to-unauthorized-app-disclosures",
  ),
  coppaSchools: secondary(
    "Fox Rothschild on COPPA and schools",
    "https://dataprivacy.foxrothschild.com/2014/04/articles/united-states/coppa/ftc-updates-coppa-faqs-to-address-student-privacy-issues/",
  ),
  ferpaOfficials: secondary(
    "FPF: who is a school official",
    "http://fpf.org/2016/01/19/who-exactly-is-a-school-official-anyway",
  ),
  youtubeContentId: {
    label: "YouTube Help: Content ID (archived)",
    url: "https://web.archive.org/web/20130418005016/http://support.google.com/youtube/?p=cid_what_is",
  },
  utilityRetention: secondary(
    "Stream: app retention guide",
    "https://getstream.io/blog/app-retention-guide",
  ),
  playFamiliesAds: {
    label: "Play Console Help: Families ads and monetisation",
    url: "https://support.google.com/googleplay/android-developer/answer/9900633",
  },
  appleKidsAdsText: secondary(
    "App Store guidelines history: kids apps, ads and analytics",
    "http://www.appstorereviewguidelineshistory.com/articles/2019-09-14-kids-apps-ads-analytics-and-sign-in-with-apple/",
  ),
  appleForKidsWording: secondary(
    "GoodBarber on Apple 2.3.8",
    "https://www.goodbarber.com/help/apple-rejection-r100/apple-rejection-apps-for-kids-a365/",
  ),
  appleAgeRatings: {
    label: "Apple: upcoming requirements (age ratings)",
    url: "https://developer.apple.com/news/upcoming-requirements/",
  },
  appleAgeTiers: secondary(
    "MobileMarketingReads on Apple's age-rating tiers",
    "https://mobilemarketingreads.com/?p=48285",
  ),
  coppaAmendments: secondary(
    "Jones Day on the 2025 COPPA amendments",
    "https://www.jonesday.com/en/insights/2025/05/ftc-finalizes-amendments-to-coppa--rule",
  ),
  appleRegulatedApps: {
    label: "Apple Developer Forums: regulated apps need a legal entity",
    url: "https://developer.apple.com/forums/thread/801053",
  },
  playHealthDeclaration: {
    label: "Play Console Help: Health apps declaration",
    url: "https://support.google.com/googleplay/android-developer/answer/14738291",
  },
  playOrganizationAccount: {
    label: "Play Console Help: organization accounts for health apps",
    url: "https://support.google.com/googleplay/android-developer/answer/13634885",
  },
  playClosedTest: {
    label: "Play Console Help: testing requirements for new personal accounts",
    url: "https://support.google.com/googleplay/android-developer/answer/14151465",
  },
  playPreRegistration: {
    label: "Play Console Help: pre-registration",
    url: "https://support.google.com/googleplay/android-developer/answer/9859047",
  },
  applePreOrders: {
    label: "App Store Connect Help: pre-orders",
    url: "https://developer.apple.com/help/app-store-connect/manage-your-apps-availability/publish-for-pre-order",
  },
  playRatingsPolicy: {
    label: "Google Play ratings and reviews policy",
    url: "https://support.google.com/googleplay/android-developer/answer/9898684",
  },
  steamDirect: {
    label: "Steamworks: Steam Direct",
    url: "https://partner.steamgames.com/steamdirect",
  },
  steamReview: {
    label: "Steamworks: review process",
    url: "https://partner.steamgames.com/doc/store/review_process",
  },
  steamNextFest: {
    label: "Steamworks: Next Fest",
    url: "https://partner.steamgames.com/doc/marketing/upcoming_events/nextfest",
  },
  keymailer: { label: "Keymailer FAQ", url: "https://account.keymailer.co/allfaq" },
  keyResellers: {
    label: "TheGamer on Valve and key resellers",
    url: "https://www.thegamer.com/valve-cracks-down-on-key-reselling-scam/",
  },
  pressKitNeeds: {
    label: "Game Developer: what the press needs",
    url: "https://www.gamedeveloper.com/business/on-downloadable-press-kits-and-info-the-press-needs",
  },
  hnNewAccounts: secondary(
    "HN moderators on Show HN from new accounts",
    "https://news.ycombinator.com/item?id=47864393",
  ),
  canSpamPoBox: secondary(
    "Bento: PO boxes and CAN-SPAM",
    "https://bentonow.com/posts/can-i-use-a-po-box-can-spam",
  ),
  appleTraderDsa: {
    label: "App Store Connect Help: EU trader requirements",
    url: "https://developer.apple.com/help/app-store-connect/manage-compliance-information/manage-european-union-digital-services-act-trader-requirements",
  },
  appleTraderPublic: secondary(
    "9to5Mac on Apple trader information",
    "https://9to5mac.com/2025/02/18/apple-trader-information-app-store/",
  ),
} satisfies Record<string, Source>;
