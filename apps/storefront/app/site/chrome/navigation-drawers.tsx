import type { DrawerIndices } from "@hushling/site-state";
import { NavLink } from "react-router";
import type { ResolvedNavigation } from "../../content/navigation-schema.ts";
import { useTranslation } from "../../i18n/translation-context.tsx";
import { useSiteState } from "../state/site-state-provider.tsx";

/**
 * The main navigation. A menu item with children opens its drawer (the site state's first drawer
 * index); only one drawer is open at a time. On a phone the whole list is the menu panel the menu
 * button opens (`navOpen`); drawers then unfold in place, so nothing is wider than the screen.
 */
export function NavigationDrawers({ menu }: { menu: ResolvedNavigation["menu"] }) {
  const { t } = useTranslation();
  const { state, dispatch } = useSiteState();
  const open = state.drawerIndices[0];
  const toggle = (index: number) => {
    const indices: DrawerIndices = open === index ? [null, null] : [index, null];
    dispatch({ type: "setDrawerIndices", indices });
  };
  return (
    <nav id="primary-nav" aria-label={t("site.primaryNav")} className="primary-nav" data-open={state.navOpen}>
      <ul>
        {menu.map((item, index) => (
          <li key={item.label} className="nav-item">
            {item.children.length > 0 ? (
              <>
                <button
                  type="button"
                  className="drawer-button"
                  data-drawer={index}
                  aria-expanded={open === index}
                  aria-controls={`drawer-${index}`}
                  onClick={() => toggle(index)}
                >
                  {item.label}
                </button>
                <ul id={`drawer-${index}`} className="drawer" hidden={open !== index}>
                  {item.href ? (
                    <li>
                      <NavLink to={item.href}>{item.label}</NavLink>
                    </li>
                  ) : null}
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLink to={child.href}>{child.label}</NavLink>
                    </li>
                  ))}
                </ul>
              </>
            ) : item.href ? (
              <NavLink to={item.href}>{item.label}</NavLink>
            ) : null}
          </li>
        ))}
      </ul>
    </nav>
  );
}
