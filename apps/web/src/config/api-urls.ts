/** API endpoints the app shell itself knows about (feature endpoints live beside their hooks). */
export const apiUrls = {
  /** spec §7: the storefront's preload of config, branches, menus, ... */
  init: '/api/init',
} as const;
