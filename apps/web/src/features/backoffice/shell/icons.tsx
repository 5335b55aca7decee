import type { ReactNode } from 'react';

/** Line icons of the back-office navigation (24×24, currentColor, decorative). */
const PATHS = {
  home: <path d="M3 11.5 12 4l9 7.5M5.5 9.5V20h13V9.5M10 20v-6h4v6" />,
  orders: <path d="M6 3h12v18l-3-2-3 2-3-2-3 2V3Zm3 5h6M9 12h6M9 16h3" />,
  catalogue: <path d="M4 5.5 12 3l8 2.5v13L12 21l-8-2.5v-13ZM12 3v18M4 5.5l8 2.5 8-2.5" />,
  content: <path d="M5 3h10l4 4v14H5V3Zm9 0v5h5M8 12h8M8 16h8" />,
  devices: <path d="M4 5h16v10H4V5Zm5 14h6m-3-4v4" />,
  signage: <path d="M3 5h18v11H3V5Zm7 3.5v4l4-2-4-2ZM8 20h8" />,
  time: <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-13v4.5l3 2" />,
  statistics: <path d="M4 20V10m5.5 10V4M15 20v-7m5.5 7V8M3 20h18" />,
  settings: (
    <path d="M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm7.4-3a7.4 7.4 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2-1.2L14.5 3h-4l-.4 2.6a7.6 7.6 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2 1.2l.4 2.6h4l.4-2.6a7.6 7.6 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z" />
  ),
  users: (
    <path d="M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm-6 10v-1a6 6 0 0 1 12 0v1m1-10a3.5 3.5 0 1 0 0-7m2 17v-1a5 5 0 0 0-3-4.6" />
  ),
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  logout: <path d="M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10" />,
  key: (
    <path d="M14.5 9.5a4.5 4.5 0 1 0-3.9 4.5L9 15.5V18H6.5v2.5H3V17l6.5-6.5a4.5 4.5 0 0 0 5-1Zm1-3h.01" />
  ),
  store: <path d="M4 9h16l-1.5-5h-13L4 9Zm0 0v11h16V9M9 20v-6h6v6" />,
  chevron: <path d="m6 9 6 6 6-6" />,
  plus: <path d="M12 5v14M5 12h14" />,
  search: <path d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14Zm5-2 4.5 4.5" />,
  link: (
    <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
  ),
  unlink: (
    <path d="M15.5 12.5 18.7 9.3a4 4 0 0 0-5.7-5.7L12 4.6M8.5 11.5 5.3 14.7a4 4 0 0 0 5.7 5.7l1-1M4 4l16 16" />
  ),
} satisfies Record<string, ReactNode>;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[name]}
    </svg>
  );
}
