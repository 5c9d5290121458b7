/** The header menu of docs/spec/product-spec.md#2-screens-and-routes, in its order. */
export const CONSULTING_LINKS = [
  { to: '/whoWeAre', labelKey: 'menu.whoWeAre' },
  { to: '/visionValue', labelKey: 'menu.visionValue' },
  { to: '/interventionArea', labelKey: 'menu.interventionArea' },
  { to: '/championTeam', labelKey: 'menu.championTeam' },
] as const;

export const MENU_LINKS = [
  { to: '/jobs', labelKey: 'menu.jobs' },
  { to: '/profiles', labelKey: 'menu.profiles' },
  { to: '/apply', labelKey: 'menu.talents' },
  { to: '/services', labelKey: 'menu.services' },
  { to: '/contact', labelKey: 'menu.contact' },
] as const;
