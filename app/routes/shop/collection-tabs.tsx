import { useEffect, useState, type ReactNode } from 'react';
import { Link, useNavigate, useSearchParams } from '@remix-run/react';
import { TAB_PARAM, searchWith } from './search-params';

export interface TabPanel {
  id: string;
  label: string;
  content: ReactNode;
}

const ANCHOR = 'collection-tabs';
const tabId = (id: string) => `tab-${id}`;
const panelId = (id: string) => `panel-${id}`;

/** Links, so they work without JavaScript; with it they switch in place with the ARIA tabs keys. */
export function CollectionTabs({ label, panels }: { label: string; panels: TabPanel[] }) {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const requested = searchParams.get(TAB_PARAM);
  const selected = panels.find((panel) => panel.id === requested)?.id ?? panels[0]!.id;
  // Without JavaScript every tab must stay reachable with Tab; with it, only the selected one is.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const hrefOf = (id: string) => searchWith(searchParams, TAB_PARAM, id);
  // Without JavaScript a tab reloads the page: the anchor brings the visitor back to the tabs.
  const linkOf = (id: string) => (enhanced ? hrefOf(id) : `${hrefOf(id)}#${ANCHOR}`);

  function onKeyDown(event: React.KeyboardEvent) {
    const index = panels.findIndex((panel) => panel.id === selected);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % panels.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + panels.length) % panels.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? panels.length - 1
              : -1;
    if (target < 0) return;
    event.preventDefault();
    const next = panels[target]!.id;
    navigate(hrefOf(next), { replace: true, preventScrollReset: true });
    document.getElementById(tabId(next))?.focus();
  }

  return (
    <div id={ANCHOR} className="scroll-mt-24">
      {/* The tabs inside take focus (roving tabindex); their arrow keys bubble up to the list. */}
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus */}
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="grid grid-cols-3 border-b border-line sm:flex sm:gap-4"
      >
        {panels.map((panel) => {
          const isSelected = panel.id === selected;
          return (
            <Link
              key={panel.id}
              id={tabId(panel.id)}
              role="tab"
              to={linkOf(panel.id)}
              replace
              preventScrollReset
              aria-selected={isSelected}
              aria-controls={panelId(panel.id)}
              tabIndex={enhanced && !isSelected ? -1 : undefined}
              className={`relative -mb-px flex items-end justify-center border-b-2 px-1 py-3 text-center font-display text-base leading-tight transition-colors sm:whitespace-nowrap sm:px-4 sm:text-xl ${
                isSelected ? 'border-rose text-rose-dark' : 'border-transparent text-muted hover:text-ink'
              }`}
            >
              {panel.label}
            </Link>
          );
        })}
      </div>
      {panels.map((panel) => (
        <div
          key={panel.id}
          id={panelId(panel.id)}
          role="tabpanel"
          aria-labelledby={tabId(panel.id)}
          tabIndex={0}
          hidden={panel.id !== selected}
          className="pt-8 focus-visible:outline-offset-8"
        >
          {panel.content}
        </div>
      ))}
    </div>
  );
}
