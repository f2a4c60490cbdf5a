// Small inline icons (no icon library in the bundle); decorative, so hidden from screen readers.
type IconProps = { className?: string };

const PATHS = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  bell: (
    <path d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 0 0-5-5.9V4a1 1 0 1 0-2 0v1.1A6 6 0 0 0 6 11v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0v1a3 3 0 1 1-6 0v-1m6 0H9" />
  ),
  chevron: <path d="m6 9 6 6 6-6" />,
};

/**
 * Every icon drawn once per page, by the part of the page that shows icons (the signed-in layout, the landing page's header), so a public page's first load does not carry it; the HTML check (tests/e2e/html-validity.spec.ts) finds any icon whose sprite is missing; each use is a short <use>.
 * The outline style (stroke currentColor, 2 wide, round ends) is CSS on each <use>, which its
 * symbol inherits (app/tailwind.css), so a use takes its element's text colour.
 */
export function IconSprite() {
  return (
    <svg aria-hidden="true" className="hidden">
      {Object.entries(PATHS).map(([name, path]) => (
        <symbol key={name} id={`i-${name}`} viewBox="0 0 24 24">
          {path}
        </symbol>
      ))}
    </svg>
  );
}

function Icon({ name, className }: { name: keyof typeof PATHS; className: string }) {
  return (
    <svg aria-hidden="true" className={className}>
      <use href={`#i-${name}`} />
    </svg>
  );
}

export function MenuIcon({ className = "h-5 w-5" }: IconProps) {
  return <Icon name="menu" className={className} />;
}

export function BellIcon({ className = "h-5 w-5" }: IconProps) {
  return <Icon name="bell" className={className} />;
}

export function ChevronIcon({ className = "h-4 w-4" }: IconProps) {
  return <Icon name="chevron" className={className} />;
}
